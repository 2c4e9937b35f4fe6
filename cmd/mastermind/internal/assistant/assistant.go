// Package assistant is the main menu's assistant, the solver at the
// table: the player plays on a real board, the computer suggests each
// guess (the player may type their own), the player types the coder's
// answer, and the board and the number of codes still possible update.
// Rows can be taken back or corrected; when the answers contradict each
// other, the assistant names the rows. The game wires it (jeu's
// Assistant): the settings' size and colours, the advising strategy.
package assistant

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// maxListe is how many codes still possible the assistant lists; beyond,
// it only counts them.
const maxListe = 10

// Seance is one session of the assistant: where it asks and writes, in
// which words, how codes are drawn, the game's size, the strategy that
// advises (seeded with Graine) and how it shows it is thinking.
type Seance struct {
	Invite    invite.Invite
	Cat       *texte.Catalogue
	Rendu     peintre.Rendu
	Espace    *code.Espace
	Strategie strategie.Strategie
	Graine    uint64
	// Pense, when not nil, shows that the computer is thinking.
	Pense  func(*strategie.Avancement) func()
	lignes []plateau.Ligne
}

// Joue runs the session until the secret is found or the player quits.
//
// Résultat: nil when the secret is found or the player quits; the
// errors of the invite (invite.ErrFin, invite.ErrInterrompu, a cancelled
// context).
func (a *Seance) Joue(ctx context.Context) error {
	a.Invite.Ecrit(a.Cat.T("assistant.titre", a.Cat.T("assistant.commandes")))
	return a.joue(ctx)
}

// commande is what the player typed at a prompt besides a code or an
// answer.
type commande int

const (
	aucune commande = iota
	annuler
	corriger
	quitter
)

func (a *Seance) taille() code.Taille { return a.Espace.Taille() }

func (a *Seance) joue(ctx context.Context) error {
	for {
		lignes := a.lignesSolveur()
		candidats, err := solveur.Candidats(a.taille(), lignes)
		if err != nil {
			return err
		}
		a.affiche()
		var fini bool
		switch {
		case len(candidats) == 0:
			fini, err = a.bloque(ctx, lignes)
		case a.gagne():
			a.Invite.Ecrit(a.trouve() + "\n")
			return nil
		default:
			fini, err = a.tour(ctx, lignes, candidats)
		}
		if fini || err != nil {
			return err
		}
	}
}

func (a *Seance) lignesSolveur() []solveur.Observation {
	l := make([]solveur.Observation, len(a.lignes))
	for i, x := range a.lignes {
		l[i] = solveur.DepuisPlateau(i+1, x)
	}
	return l
}

func (a *Seance) gagne() bool {
	n := len(a.lignes)
	return n > 0 && a.lignes[n-1].Reponse.Gagnante(a.taille().Pions)
}

func (a *Seance) trouve() string {
	c := a.Rendu.Code(a.lignes[len(a.lignes)-1].Code)
	if len(a.lignes) == 1 {
		return a.Cat.T("assistant.trouve1", c)
	}
	return a.Cat.T("assistant.trouve", len(a.lignes), c)
}

// affiche draws the board when it has rows.
func (a *Seance) affiche() {
	if len(a.lignes) == 0 {
		return
	}
	p, err := plateau.Nouveau(a.taille(), len(a.lignes))
	if err != nil {
		return
	}
	for _, l := range a.lignes {
		if p.Ajoute(l.Code, l.Reponse) != nil {
			return
		}
	}
	var b strings.Builder
	if p.Affiche(&b, a.Rendu, nil) == nil {
		a.Invite.Ecrit(b.String())
	}
}

// conseille asks the strategy for its suggestion, showing that the
// computer is thinking.
func (a *Seance) conseille(ctx context.Context, lignes []solveur.Observation, candidats []int32) (solveur.Conseil, error) {
	var av *strategie.Avancement
	if a.Pense != nil {
		av = new(strategie.Avancement)
		defer a.Pense(av)()
	}
	return solveur.Conseille(ctx, a.Espace, lignes, candidats, a.Strategie, a.Graine, av)
}

// tour is one try: the count of codes still possible, the suggestion, the
// guess played and its answer. fini is true when the player quits.
func (a *Seance) tour(ctx context.Context, lignes []solveur.Observation, candidats []int32) (fini bool, err error) {
	a.Invite.Ecrit(a.restants(candidats))
	conseil, err := a.conseille(ctx, lignes, candidats)
	if err != nil {
		return false, err
	}
	// The question stays short, the suggestion goes on its own line: a
	// full-screen prompt wider than the terminal garbles.
	a.Invite.Ecrit(a.Cat.T("assistant.conseil", len(a.lignes)+1, a.Rendu.Code(conseil.Code),
		a.Cat.Nombre(conseil.Partage.Pire, texte.NomCode), a.Cat.Moyenne(conseil.Partage.Attendu, 2)) + "\n")
	e, err := invite.Lit(ctx, a.Invite.Saisit, a.Cat.T("assistant.question"), a.lisEssai)
	if err != nil {
		return false, err
	}
	if e.cmd != aucune {
		return a.execute(ctx, e.cmd, e.n)
	}
	essai := conseil.Code
	if e.code != nil {
		essai = *e.code
	}
	r, err := invite.Lit(ctx, a.Invite.Saisit, a.Cat.T("assistant.reponse", a.Rendu.Code(essai)), a.lisReponse(false))
	if err != nil {
		return false, err
	}
	switch r.cmd {
	case quitter:
		return true, nil
	case annuler:
		return false, nil // the guess is dropped
	}
	a.lignes = append(a.lignes, plateau.Ligne{Code: essai, Reponse: r.reponse})
	return false, nil
}

// restants says how many codes are still possible, and lists them when
// they are few.
func (a *Seance) restants(candidats []int32) string {
	n := a.Cat.Nombre(len(candidats), texte.NomCode)
	if len(candidats) > maxListe {
		return a.Cat.T("assistant.restants", n) + "\n"
	}
	mots := make([]string, len(candidats))
	for i, c := range candidats {
		mots[i] = a.Espace.Code(int(c)).Mot(a.Rendu.Palette)
	}
	return a.Cat.Pluriel(len(candidats), "assistant.liste1", "assistant.liste", n, strings.Join(mots, " ")) + "\n"
}

// bloque is the turn when no code fits: it names the rows that contradict
// each other and waits for a command.
func (a *Seance) bloque(ctx context.Context, lignes []solveur.Observation) (fini bool, err error) {
	idx, err := solveur.Contradiction(ctx, a.taille(), lignes)
	if err != nil {
		return false, err
	}
	numeros := make([]int, len(idx))
	textes := make([]string, len(idx))
	for k, i := range idx {
		numeros[k], textes[k] = lignes[i].Numero, lignes[i].Texte(a.Rendu.Palette)
	}
	a.Invite.Ecrit(a.Cat.SolveurContradiction(numeros, textes) + "\n")
	commandes := a.Cat.T("assistant.commandes")
	e, err := invite.Lit(ctx, a.Invite.Saisit, a.Cat.T("assistant.questionbloquee", commandes), func(s string) (saisieEssai, error) {
		cmd, n := a.commande(s)
		if cmd == aucune {
			return saisieEssai{}, errors.New(a.Cat.T("assistant.err.bloque", commandes))
		}
		return saisieEssai{cmd: cmd, n: n}, a.valideNumero(s)
	})
	if err != nil {
		return false, err
	}
	return a.execute(ctx, e.cmd, e.n)
}

// execute carries out a command typed at the guess prompt.
func (a *Seance) execute(ctx context.Context, cmd commande, n int) (fini bool, err error) {
	switch cmd {
	case quitter:
		return true, nil
	case annuler:
		l := a.lignes[len(a.lignes)-1]
		a.lignes = a.lignes[:len(a.lignes)-1]
		texte := solveur.DepuisPlateau(len(a.lignes)+1, l).Texte(a.Rendu.Palette)
		a.Invite.Ecrit(a.Cat.T("assistant.annule", len(a.lignes)+1, texte) + "\n")
	case corriger:
		l := a.lignes[n-1]
		question := a.Cat.T("assistant.correction", n, a.Rendu.Code(l.Code))
		r, err := invite.Lit(ctx, a.Invite.Saisit, question, a.lisReponse(n < len(a.lignes)))
		if err != nil {
			return false, err
		}
		if r.cmd != aucune {
			return r.cmd == quitter, nil
		}
		a.lignes[n-1].Reponse = r.reponse
	}
	return false, nil
}

// commande recognises a command in either language: annuler/undo,
// quitter/quit, corriger/fix followed by a row number (n, 0 when missing
// or not a number).
func (a *Seance) commande(s string) (cmd commande, n int) {
	mots := strings.Fields(strings.ToLower(s))
	if len(mots) == 0 {
		return aucune, 0
	}
	switch mots[0] {
	case "annuler", "undo":
		if len(mots) == 1 {
			return annuler, 0
		}
	case "quitter", "quit":
		if len(mots) == 1 {
			return quitter, 0
		}
	case "corriger", "fix":
		if len(mots) == 2 {
			n, _ = strconv.Atoi(mots[1])
		}
		return corriger, n
	}
	return aucune, 0
}

// saisieEssai is what the guess prompt read: a command with its row
// number, or a code (nil: an empty line, the suggestion).
type saisieEssai struct {
	cmd  commande
	n    int
	code *code.Code
}

// lisEssai reads an empty line (the suggestion), a command, or a code of
// the game's size that its rule allows (no colour twice without repeats,
// as on the real board).
func (a *Seance) lisEssai(s string) (saisieEssai, error) {
	if strings.TrimSpace(s) == "" {
		return saisieEssai{}, nil
	}
	if cmd, n := a.commande(s); cmd != aucune {
		return saisieEssai{cmd: cmd, n: n}, a.valideNumero(s)
	}
	c, err := code.LireAdmissible(solveur.EnLettres(s, a.Rendu.Palette), a.Rendu.Palette, a.taille())
	if err != nil {
		return saisieEssai{}, a.Cat.Motive(err)
	}
	return saisieEssai{code: &c}, nil
}

// valideNumero checks the row of a command: one to undo, an existing
// number to correct.
func (a *Seance) valideNumero(s string) error {
	switch cmd, n := a.commande(s); {
	case cmd == annuler && len(a.lignes) == 0:
		return errors.New(a.Cat.T("assistant.rien"))
	case cmd == corriger && len(a.lignes) == 0:
		return errors.New(a.Cat.T("assistant.err.riencorriger"))
	case cmd == corriger && len(a.lignes) == 1 && n != 1:
		return errors.New(a.Cat.T("assistant.err.uneligne", strings.TrimSpace(s)))
	case cmd == corriger && (n < 1 || n > len(a.lignes)):
		return errors.New(a.Cat.T("assistant.err.numero", strings.TrimSpace(s), len(a.lignes)))
	}
	return nil
}

// saisieReponse is what an answer's prompt read: annuler or quitter, or
// an answer (cmd aucune).
type saisieReponse struct {
	cmd     commande
	reponse code.Reponse
}

// lisReponse reads annuler, quitter, or a valid answer; pasGagnante
// refuses the winning answer (for a row that is not the last).
func (a *Seance) lisReponse(pasGagnante bool) func(string) (saisieReponse, error) {
	return func(s string) (saisieReponse, error) {
		if cmd, _ := a.commande(s); cmd == annuler || cmd == quitter {
			return saisieReponse{cmd: cmd}, nil
		}
		pions := a.taille().Pions
		r, err := solveur.LitReponse(s, pions)
		var comptes *solveur.ErreurComptes
		switch {
		case errors.As(err, &comptes):
			return saisieReponse{}, &texte.Motif{Texte: a.Cat.T("assistant.err.reponse"), Err: err}
		case err != nil:
			return saisieReponse{}, a.Cat.Motive(err)
		case pasGagnante && r.Gagnante(pions):
			return saisieReponse{}, errors.New(a.Cat.T("assistant.err.gagnante", pions))
		}
		return saisieReponse{reponse: r}, nil
	}
}
