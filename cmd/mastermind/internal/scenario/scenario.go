// Package scenario drives the game in tests by the words a player reads.
// Its Invite answers menus by naming an entry ("Réglages > Stratégie >
// knuth") rather than by its number, so that a menu gaining an entry
// breaks no test, and writes what invite.Tube writes, so that a test reads
// the same transcript a pipe would show.
package scenario

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
)

// Invite is an invite.Invite that plays a script of steps. At a menu, a
// step names the entry chosen by its first words ("Solo" for "Solo :
// trouver le code de l'ordinateur"); at a question, a step is the line
// typed. The end of the script is the end of the input (invite.ErrFin).
type Invite struct {
	out    io.Writer
	textes invite.Textes
	etapes []string
	err    error
	// lu is everything written, checked by Err (VerifieTexte).
	lu *strings.Builder
}

// Nouveau returns an Invite that writes on out, in cat's words, and plays
// etapes in order. A step "A > B > C" is three steps.
func Nouveau(out io.Writer, cat *texte.Catalogue, etapes ...string) *Invite {
	var liste []string
	for _, e := range etapes {
		liste = append(liste, strings.Split(e, " > ")...)
	}
	lu := &strings.Builder{}
	return &Invite{
		out:    io.MultiWriter(out, lu),
		lu:     lu,
		textes: invite.Textes{Choix: cat.Format("invite.choix"), ChoixInvalide: cat.Format("invite.choixinvalide")},
		etapes: liste,
	}
}

// Err is the first step that named no entry, or named several; else an
// *ErreurTexte when a line written holds a fmt leftover or a missing key
// (VerifieTexte); nil when every menu step found its entry and every
// sentence is one.
func (s *Invite) Err() error {
	if s.err != nil {
		return s.err
	}
	return VerifieTexte(s.lu.String())
}

// Restantes are the steps not played.
func (s *Invite) Restantes() []string { return s.etapes }

// ErreurEtape is a menu step that names no entry, or more than one.
type ErreurEtape struct {
	Etape   string
	Options []string
}

func (e *ErreurEtape) Error() string {
	return fmt.Sprintf("step %q names no single entry of %q", e.Etape, e.Options)
}

// suivante takes the next step.
func (s *Invite) suivante(ctx context.Context) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if s.err != nil || len(s.etapes) == 0 {
		fmt.Fprintln(s.out)
		return "", invite.ErrFin
	}
	e := s.etapes[0]
	s.etapes = s.etapes[1:]
	return e, nil
}

// Menu writes the numbered options, as invite.Tube does, and chooses the
// one the next step names: the option itself, or the only one whose
// first words it is (case ignored). A step that names none stops the
// script (see Err).
func (s *Invite) Menu(ctx context.Context, titre string, options []string) (int, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", titre)
	for i, o := range options {
		fmt.Fprintf(&b, "  %d) %s\n", i+1, o)
	}
	io.WriteString(s.out, b.String())
	e, err := s.suivante(ctx)
	if err != nil {
		return 0, err
	}
	i, ok := Choisit(e, options)
	if !ok {
		s.err = &ErreurEtape{Etape: e, Options: options}
		fmt.Fprintln(s.out)
		return 0, invite.ErrFin
	}
	fmt.Fprintf(s.out, s.textes.Choix+"%d\n", len(options), i+1)
	return i, nil
}

// Choisit is the option that etape names: equal to it, else the only one
// that starts with it followed by a space or a punctuation mark (case
// ignored).
func Choisit(etape string, options []string) (int, bool) {
	etape = strings.ToLower(strings.TrimSpace(etape))
	if etape == "" {
		return 0, false
	}
	for i, o := range options {
		if strings.ToLower(strings.TrimSpace(o)) == etape {
			return i, true
		}
	}
	trouve := -1
	for i, o := range options {
		o = strings.ToLower(strings.TrimSpace(o))
		if !strings.HasPrefix(o, etape) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(o[len(etape):])
		if !unicode.IsSpace(r) && r != ',' && r != ':' {
			continue
		}
		if trouve >= 0 {
			return 0, false
		}
		trouve = i
	}
	return trouve, trouve >= 0
}

// Saisit types the next step, and the following ones while valide refuses
// them, as invite.Tube shows it: the line, then the reason indented.
func (s *Invite) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	return s.demande(ctx, question, valide, false)
}

// SaisitMasquee is Saisit with the line never shown.
func (s *Invite) SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error) {
	return s.demande(ctx, question, valide, true)
}

func (s *Invite) demande(ctx context.Context, question string, valide func(string) error, masque bool) (string, error) {
	for {
		io.WriteString(s.out, question)
		e, err := s.suivante(ctx)
		if err != nil {
			return "", err
		}
		if masque {
			fmt.Fprintln(s.out)
		} else {
			fmt.Fprintln(s.out, e)
		}
		if valide == nil {
			return e, nil
		}
		if err := valide(e); err != nil {
			fmt.Fprintln(s.out, "  "+err.Error())
			continue
		}
		return e, nil
	}
}

// Ecrit writes texte.
func (s *Invite) Ecrit(texte string) { io.WriteString(s.out, texte) }

// Attend does nothing, as invite.Tube: a script is never kept waiting.
func (s *Invite) Attend(context.Context, string) error { return nil }

// Largeur is 0, as invite.Tube's: lines are read whole.
func (s *Invite) Largeur() int { return 0 }

// SecretDeGraine is the secret the computer draws with seed graine on the
// course's size (4 pegs, 6 colours), in the default French letters: what
// a round so seeded hides.
func SecretDeGraine(graine uint64) string {
	t := code.Taille{Pions: 4, Couleurs: 6}
	return t.Aleatoire(manche.Generateur(graine)).Mot(couleur.MustDefaut(t.Couleurs))
}

// ErreurTexte is text the program wrote that no player should read: a
// fmt leftover (%!d(string=…), %!(EXTRA …)) or a key missing from the
// catalogue ([jeu.cle]).
type ErreurTexte struct {
	Ligne string
}

func (e *ErreurTexte) Error() string {
	return fmt.Sprintf("a sentence is not written right: %q", e.Ligne)
}

// cleManquante is how the catalogue shows a key it does not have.
var cleManquante = regexp.MustCompile(`\[[a-z0-9]+(\.[a-z0-9-]+)+\]`)

// VerifieTexte returns an *ErreurTexte for the first line of s that holds
// a fmt leftover or a missing key, nil when every line is a sentence.
func VerifieTexte(s string) error {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, "%!") || cleManquante.MatchString(l) {
			return &ErreurTexte{Ligne: l}
		}
	}
	return nil
}
