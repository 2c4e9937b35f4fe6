package texte

import (
	"errors"
	"slices"
)

// Message is a typed error, or a part of one's sentence, that names its
// own sentence: the catalogue's key and the arguments it is written with.
// The packages that make the errors implement it, each for its own
// errors, so that the catalogue knows their keys and nothing of their
// types (it imports no package's internals): Erreur finds the error's
// Message with one errors.As and writes it.
//
// An argument is written as it is, except:
//   - an error: its own sentence (Erreur);
//   - a Message that is no error: its sentence, a part of the error's;
//   - a Compte: a number and the noun agreeing with it (Nombre);
//   - an Entier: a number with its thousands apart (Entier);
//   - a Donnee: a string from data, shown Visible;
//   - a Conseil: the advice on choosing another folder.
type Message interface {
	Message() (cle string, args []any)
}

// Compte is a count and the noun (a Nom: "pion", "lettre"…) it agrees
// with, as an argument of a Message.
type Compte interface {
	Compte() (n int, nom string)
}

// Entier is an integer written with its thousands apart, as an argument
// of a Message.
type Entier interface {
	Entier() int
}

// Donnee is a string that comes from data (the command line, a file, a
// program), shown Visible, as an argument of a Message.
type Donnee interface {
	Donnee() string
}

// Conseil is the argument of a Message that says how to choose another
// folder: the catalogue writes there the advice its caller gives
// (Ecriture), or the one the error names, or nothing.
type Conseil interface {
	Conseil() string
}

// message writes m's sentence, its arguments written as Message says;
// conseil is the advice for a Conseil argument that names none ("" for
// nothing).
func (c *Catalogue) message(m Message, conseil Cle) string {
	cle, args := m.Message()
	return c.phrase(cle, args, conseil)
}

// phrase writes the sentence of key cle with args, written as Message
// says.
func (c *Catalogue) phrase(cle string, args []any, conseil Cle) string {
	args = slices.Clone(args)
	for i, a := range args {
		args[i] = c.argument(a, conseil)
	}
	return c.T(Cle(cle), args...)
}

// argument writes one argument of a Message.
func (c *Catalogue) argument(a any, conseil Cle) any {
	switch x := a.(type) {
	case Conseil:
		cle := Cle(x.Conseil())
		if len(cle) == 0 {
			cle = conseil
		}
		if len(cle) == 0 {
			return ""
		}
		return c.T(cle)
	case error:
		return c.Erreur(x)
	case Message:
		return c.message(x, conseil)
	case Compte:
		n, nom := x.Compte()
		return c.Nombre(n, Nom(nom))
	case Entier:
		return c.Entier(x.Entier())
	case Donnee:
		return Visible(x.Donnee())
	}
	return a
}

// messageDe finds the Message of err, if one of the errors it wraps has
// one.
func messageDe(err error) (Message, bool) {
	var m Message
	ok := errors.As(err, &m)
	return m, ok
}
