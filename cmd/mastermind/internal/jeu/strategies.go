package jeu

import (
	"context"
	"errors"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// NomOptimal is the name of the optimal strategy. It is not in strategie's
// registry: the strategy is a tree that a search computes (or the cache
// holds), which needs a context, a code space and a place on disk.
const NomOptimal = "optimal"

// ErrPremierProgramme: a first proposal was imposed on a program, which
// chooses its own.
var ErrPremierProgramme = errors.New("a program's first proposal cannot be imposed")

// OptionsStrategie are what a command may ask of the strategy it builds.
type OptionsStrategie struct {
	// Premier, when not nil, is the imposed first proposal.
	Premier *code.Code
	// MaxCoups bounds the optimal tree's proposals (0: no limit).
	MaxCoups int
}

// Resolveur is the one table from a strategy's name to how it is built, how
// a menu describes it and how long its statistics take: the menu, the
// settings, the saves and every subcommand ask it. What needs the program
// around it (the optimal cache with its progress line, starting a
// program's process) is given by cmd/mastermind's run.
type Resolveur struct {
	// Optimal builds the optimal strategy of e's size (the cache, the
	// search's progress, Ctrl-C); nil leaves it out of the names.
	Optimal func(ctx context.Context, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error)
	// Programme returns the strategy of a program (cmd:…); nil refuses
	// programs as unknown names.
	Programme func(ctx context.Context, nom string) (strategie.Strategie, error)
}

// fiche is one row of the table.
type fiche struct {
	nom string
	// construit builds strategy nom for e's size.
	construit func(ctx context.Context, r *Resolveur, nom string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error)
	// estime is about how long its statistics take at size t on
	// ouvriers cores (0: unknown, nothing announced).
	estime func(t code.Taille, ouvriers int) time.Duration
}

// fiches is the table: the registry's strategies, in its order, then the
// optimal one when it can be built.
func (r *Resolveur) fiches() []fiche {
	var fs []fiche
	for _, nom := range strategie.Noms() {
		fs = append(fs, fiche{
			nom: nom,
			construit: func(_ context.Context, _ *Resolveur, nom string, _ *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
				s, err := strategie.Nouvelle(nom)
				if err != nil || o.Premier == nil {
					return s, err
				}
				return strategie.AvecPremier{S: s, Premier: *o.Premier}, nil
			},
			estime: func(t code.Taille, ouvriers int) time.Duration { return strategie.Estime(nom, t, ouvriers) },
		})
	}
	if r.Optimal != nil {
		fs = append(fs, fiche{
			nom: NomOptimal,
			construit: func(ctx context.Context, r *Resolveur, _ string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
				return r.Optimal(ctx, e, o)
			},
			estime: func(code.Taille, int) time.Duration { return 0 },
		})
	}
	return fs
}

// programmeFiche is the row of every program (cmd:…): started by
// Programme, its first proposal its own, its time unknown.
var programmeFiche = fiche{
	construit: func(ctx context.Context, r *Resolveur, nom string, _ *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
		if o.Premier != nil {
			return nil, ErrPremierProgramme
		}
		return r.Programme(ctx, nom)
	},
	estime: func(code.Taille, int) time.Duration { return 0 },
}

// Noms lists every strategy name the table builds, programs aside: the
// names the settings offer and the commands accept.
func (r *Resolveur) Noms() []string {
	var noms []string
	for _, f := range r.fiches() {
		noms = append(noms, f.nom)
	}
	return noms
}

// cherche finds strategy nom's row.
//
// Résultat: a *strategie.ErreurInconnue listing the names when there is
// none.
func (r *Resolveur) cherche(nom string) (fiche, error) {
	if programme.EstCommande(nom) && r.Programme != nil {
		f := programmeFiche
		f.nom = nom
		return f, nil
	}
	for _, f := range r.fiches() {
		if f.nom == nom {
			return f, nil
		}
	}
	return fiche{}, &strategie.ErreurInconnue{Nom: nom, Connus: r.Noms()}
}

// Verifie reports whether nom names a strategy, before anything is built.
//
// Résultat: a *strategie.ErreurInconnue when it does not.
func (r *Resolveur) Verifie(nom string) error {
	_, err := r.cherche(nom)
	return err
}

// Construit builds strategy nom for e's size, with options o.
//
// Résultat: a *strategie.ErreurInconnue for an unknown name,
// ErrPremierProgramme when o imposes a program's first proposal, or what
// Optimal and Programme return.
func (r *Resolveur) Construit(ctx context.Context, nom string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
	f, err := r.cherche(nom)
	if err != nil {
		return nil, err
	}
	return f.construit(ctx, r, nom, e, o)
}

// Estime is about how long the statistics of strategy nom take at size t
// on ouvriers cores (see strategie.Estime); 0 when unknown (a program, the
// optimal tree).
func (r *Resolveur) Estime(nom string, t code.Taille, ouvriers int) time.Duration {
	f, err := r.cherche(nom)
	if err != nil {
		return 0
	}
	return f.estime(t, ouvriers)
}

// Description is strategy nom as a menu lists it (texte's
// DescriptionStrategie, whose key derives from the name).
func (r *Resolveur) Description(cat *texte.Catalogue, nom string) string {
	return cat.DescriptionStrategie(nom)
}
