package programme

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Options tune how the lab runs a program.
type Options struct {
	// Delai is how long the lab waits for a line (≤ 0: DelaiParDefaut).
	Delai time.Duration
	// MaxEssais is how many proposals a round may take (≤ 0:
	// MaxEssaisParDefaut).
	MaxEssais int
	// Erreurs receives the program's error stream (nil: discarded).
	Erreurs io.Writer
	// Avancement, when not nil, counts the secrets found so far, for a
	// progress line.
	Avancement *strategie.Avancement
	// Enclos fences the program (nil: not fenced; the lab passes its
	// fence).
	Enclos Enclos
	// Ordre is the seed of the order in which JoueTout plays the
	// secrets (see Ordre).
	Ordre uint64
	// Empreintes, when not nil, are the sums of what the program runs as
	// the player agreed to it (Empreintes): every start copies what it
	// runs privately, checks the copy's sums, refuses a program that
	// changed since (ErrChange) and runs the copy (Fige).
	Empreintes map[string]string
	// ParManche starts the program afresh for every round of JoueManches
	// and JoueTout, and says "fin" after each: no round can use what an
	// earlier one taught the program, so remembering gains nothing and a
	// round's result depends on its secret alone.
	ParManche bool
}

// graceFin is how long a program may take to leave after "fin" before
// its group is killed.
const graceFin = time.Second

// attenteStatut is how long the lab waits for the exit status of a
// program whose output ended, for the report: generous, since the
// guard reports it once the program's namespaces are gone, which takes
// the kernel a few hundred milliseconds on a loaded machine.
const attenteStatut = 5 * time.Second

// Joueur is a program started for a run of the lab: it plays rounds
// against secrets the lab knows.
type Joueur struct {
	cmd  Commande
	proc *Processus
	conv *Conversation
	// manches counts the rounds opened, for the reports.
	manches int
	// temporaire: the program runs fenced in a temporary folder of its
	// own, which a report names.
	temporaire bool
	// erreurs keeps the last line of the program's error stream.
	erreurs *derniereLigne
}

// Demarre starts the program of cmd. ctx bounds its whole life: when it
// ends, the program's group is killed.
//
// Résultat: the player, or an *ErreurLancement (ErrChange, or an
// *ErreurEmpreinte, when o.Empreintes no longer hold).
func Demarre(ctx context.Context, cmd Commande, o Options) (*Joueur, error) {
	mots, copie := cmd.Mots, ""
	if o.Empreintes != nil {
		// What runs is a private copy of what was agreed, checked.
		var err error
		if mots, copie, err = Fige(cmd.Mots, o.Empreintes); err != nil {
			return nil, &ErreurLancement{Strategie: cmd.Nom, Programme: cmd.Mots[0], Err: err}
		}
	}
	erreurs := &derniereLigne{suite: o.Erreurs}
	p, err := Lance(ctx, mots, erreurs, o.Enclos)
	if err != nil {
		Libere(copie)
		return nil, &ErreurLancement{Strategie: cmd.Nom, Programme: cmd.Mots[0], Err: err}
	}
	if copie != "" {
		go func() {
			<-p.fini
			Libere(copie)
		}()
	}
	return &Joueur{cmd: cmd, proc: p, conv: NouvelleConversation(p.Sortie(), p.Entree(), o.Delai, o.MaxEssais),
		temporaire: p.temporaire, erreurs: erreurs}, nil
}

// Joue plays one round of size t against secret, and returns its rows.
//
// Résultat: the rows, the last one winning; an *ErreurProgramme naming
// the strategy and the secret; the context's error.
func (j *Joueur) Joue(ctx context.Context, t code.Taille, secret code.Code) ([]plateau.Ligne, error) {
	j.manches++
	p, err := j.conv.Nouvelle(ctx, t)
	var lignes []plateau.Ligne
	for err == nil {
		r := code.Evalue(secret, p)
		lignes = append(lignes, plateau.Ligne{Code: p, Reponse: r})
		if r.Gagnante(t.Pions) {
			_, err = j.conv.Repond(ctx, r)
			if err == nil {
				return lignes, nil
			}
			break
		}
		p, err = j.conv.Repond(ctx, r)
	}
	err = j.rapport(ctx, err, j.conv.Mot(secret))
	var e *ErreurProgramme
	if errors.As(err, &e) {
		e.Manche = j.manches
		for _, l := range lignes {
			e.Lignes = append(e.Lignes, fmt.Sprintf("%s %d %d", j.conv.Mot(l.Code), l.Reponse.Bien, l.Reponse.Mal))
		}
	}
	return lignes, err
}

// rapport completes the report of err: the strategy, the secret, and how
// the program ended when it did.
func (j *Joueur) rapport(ctx context.Context, err error, secret string) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var e *ErreurProgramme
	if errors.As(err, &e) {
		e.Strategie, e.Secret = j.cmd.Nom, secret
		if errors.Is(e.Err, ErrFinPrematuree) {
			e.Sortie = j.proc.Fin(attenteStatut)
			// The error stream is complete once the program is
			// waited for.
			e.DerniereErreur = j.erreurs.Derniere()
			if j.temporaire && fichierManquant(e.DerniereErreur) {
				// A program that reads a file by a relative name
				// ends early here: the report says where it ran,
				// only when its last words say a file is missing.
				e.Dossier = j.proc.Dossier()
			}
		}
	}
	return err
}

// Termine says "fin" to the program, closes its input and, after a
// grace, ends its group.
func (j *Joueur) Termine() {
	j.conv.Fin()
	j.proc.Termine(graceFin)
	j.conv.Ferme()
}

// Arrete ends the program's group at once.
func (j *Joueur) Arrete() {
	j.proc.Arrete()
	j.conv.Ferme()
}

// JoueTout plays every secret of e once, in the order drawn from o.Ordre
// (round r plays e.Secrets()[Ordre(o.Ordre, n, n)[r]]), with JoueManches:
// one start of the program for the run, or one a round (o.ParManche).
//
// Résultat: coups[i], the number of proposals that found e.Secrets()[i]
// (0 for the secrets not played); the first error stops the run: an
// *ErreurLancement, an *ErreurProgramme (its Manche the round in that
// order), the context's error. The program's group is ended before
// JoueTout returns.
func JoueTout(ctx context.Context, cmd Commande, e *code.Espace, o Options) ([]uint16, error) {
	n := len(e.Secrets())
	ordre := Ordre(o.Ordre, n, n)
	secrets := make([]code.Code, n)
	for r, i := range ordre {
		secrets[r] = e.Code(int(e.Secrets()[i]))
	}
	parManche, err := JoueManches(ctx, cmd, e.Taille(), secrets, o)
	if parManche == nil {
		return nil, err
	}
	coups := make([]uint16, n)
	for r, i := range ordre {
		coups[i] = parManche[r]
	}
	return coups, err
}

// JoueManches plays one round of size t against each of secrets, in that
// order (a secret may come back). The program starts once and says "fin"
// after the last round: the run a report asks to replay, with the same
// earlier rounds, since a program keeps state from one round to the
// next. With o.ParManche, it starts afresh for each round and says "fin"
// after it: each round is then the program's first.
//
// Résultat: coups[i], the number of proposals of round i+1 (0 for the
// rounds not played); the first error stops the run, as in JoueTout
// (an *ErreurProgramme's Manche is the round's number in the run, from
// 1, either way).
func JoueManches(ctx context.Context, cmd Commande, t code.Taille, secrets []code.Code, o Options) ([]uint16, error) {
	if o.ParManche {
		return joueParManche(ctx, cmd, t, secrets, o)
	}
	j, err := Demarre(ctx, cmd, o)
	if err != nil {
		return nil, err
	}
	coups := make([]uint16, len(secrets))
	for i, s := range secrets {
		lignes, err := j.Joue(ctx, t, s)
		if err != nil {
			j.Arrete()
			return coups, err
		}
		coups[i] = uint16(len(lignes))
		o.Avancement.Ajoute(1)
	}
	j.Termine()
	return coups, nil
}

// joueParManche is JoueManches with a fresh start of the program for each
// round: each start is checked against o.Empreintes (Demarre), and the
// program's group is ended before the next one starts, so that no two
// of them ever run side by side. Each start makes its own private copy
// (Fige): one kept for the run would save only the copying, not the
// hashing that proves the copy is what was agreed, and an unfenced
// program could change it between rounds.
func joueParManche(ctx context.Context, cmd Commande, t code.Taille, secrets []code.Code, o Options) ([]uint16, error) {
	coups := make([]uint16, len(secrets))
	for i, s := range secrets {
		if err := ctx.Err(); err != nil {
			// Ended between two rounds: no program is left to stop.
			return coups, err
		}
		j, err := Demarre(ctx, cmd, o)
		if err != nil {
			if i == 0 {
				return nil, err
			}
			return coups, err
		}
		lignes, err := j.Joue(ctx, t, s)
		if err != nil {
			j.Arrete()
			var e *ErreurProgramme
			if errors.As(err, &e) {
				e.Manche = i + 1
			}
			return coups, err
		}
		j.Termine()
		coups[i] = uint16(len(lignes))
		o.Avancement.Ajoute(1)
	}
	return coups, nil
}
