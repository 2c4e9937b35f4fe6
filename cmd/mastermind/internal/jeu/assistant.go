// The solver at the table (the main menu's assistant): the player plays on
// a real board, the computer suggests each guess (the player may type
// their own), the player types the coder's answer, and the board and the
// number of codes still possible update. Rows can be taken back or
// corrected; when the answers contradict each other, the assistant names
// the rows.

package jeu

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// maxListe is how many codes still possible the assistant lists; beyond,
// it only counts them.
const maxListe = 10

// Assistant runs the solver's assistant for a game on a real board, with
// the size and colours of the settings, until the secret is found or the
// player quits.
//
// Résultat: nil when the secret is found or the player quits; the
// errors of the invite (invite.ErrFin, invite.ErrInterrompu, a cancelled
// context).
func (j *Jeu) Assistant(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	s, err := j.strategieNommee(ctx, strategies.StrategieConseil, e)
	if err != nil {
		return err
	}
	return j.joueAssistant(ctx, p.Palette, e, s, j.Graine())
}

// joueAssistant runs the assistant for a game of e's size: codes are
// typed and drawn with palette p; strategy s, seeded with graine, makes
// the suggestions.
func (j *Jeu) joueAssistant(ctx context.Context, p couleur.Palette, e *code.Espace, s strategie.Strategie, graine uint64) error {
	a := &assistant{inv: j.Invite, cat: j.Cat, rendu: j.Rendu(p), espace: e, strategie: s, graine: graine, pense: j.Reflechit(s.Nom())}
	a.inv.Ecrit(a.cat.T("assistant.titre", a.cat.T("assistant.commandes")))
	return a.joue(ctx)
}

// assistant is the state of one session of the assistant.
type assistant struct {
	inv       invite.Invite
	cat       *texte.Catalogue
	rendu     peintre.Rendu
	espace    *code.Espace
	strategie strategie.Strategie
	graine    uint64
	pense     func(*strategie.Avancement) func()
	lignes    []plateau.Ligne
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

func (a *assistant) taille() code.Taille { return a.espace.Taille() }

func (a *assistant) joue(ctx context.Context) error {
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
			a.inv.Ecrit(a.trouve() + "\n")
			return nil
		default:
			fini, err = a.tour(ctx, lignes, candidats)
		}
		if fini || err != nil {
			return err
		}
	}
}

func (a *assistant) lignesSolveur() []solveur.Observation {
	l := make([]solveur.Observation, len(a.lignes))
	for i, x := range a.lignes {
		l[i] = solveur.DepuisPlateau(i+1, x)
	}
	return l
}

func (a *assistant) gagne() bool {
	n := len(a.lignes)
	return n > 0 && a.lignes[n-1].Reponse.Gagnante(a.taille().Pions)
}

func (a *assistant) trouve() string {
	c := a.rendu.Code(a.lignes[len(a.lignes)-1].Code)
	if len(a.lignes) == 1 {
		return a.cat.T("assistant.trouve1", c)
	}
	return a.cat.T("assistant.trouve", len(a.lignes), c)
}

// affiche draws the board when it has rows.
func (a *assistant) affiche() {
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
	if p.Affiche(&b, a.rendu, nil) == nil {
		a.inv.Ecrit(b.String())
	}
}

// conseille asks the strategy for its suggestion, showing that the
// computer is thinking.
func (a *assistant) conseille(ctx context.Context, lignes []solveur.Observation, candidats []int32) (solveur.Conseil, error) {
	var av *strategie.Avancement
	if a.pense != nil {
		av = new(strategie.Avancement)
		defer a.pense(av)()
	}
	return solveur.Conseille(ctx, a.espace, lignes, candidats, a.strategie, a.graine, av)
}

// tour is one try: the count of codes still possible, the suggestion, the
// guess played and its answer. fini is true when the player quits.
func (a *assistant) tour(ctx context.Context, lignes []solveur.Observation, candidats []int32) (fini bool, err error) {
	a.inv.Ecrit(a.restants(candidats))
	conseil, err := a.conseille(ctx, lignes, candidats)
	if err != nil {
		return false, err
	}
	// The question stays short, the suggestion goes on its own line: a
	// full-screen prompt wider than the terminal garbles.
	a.inv.Ecrit(a.cat.T("assistant.conseil", len(a.lignes)+1, a.rendu.Code(conseil.Code),
		a.cat.Nombre(conseil.Partage.Pire, texte.NomCode), a.cat.Moyenne(conseil.Partage.Attendu, 2)) + "\n")
	e, err := lit(ctx, a.inv.Saisit, a.cat.T("assistant.question"), a.lisEssai)
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
	r, err := lit(ctx, a.inv.Saisit, a.cat.T("assistant.reponse", a.rendu.Code(essai)), a.lisReponse(false))
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
func (a *assistant) restants(candidats []int32) string {
	n := a.cat.Nombre(len(candidats), texte.NomCode)
	if len(candidats) > maxListe {
		return a.cat.T("assistant.restants", n) + "\n"
	}
	mots := make([]string, len(candidats))
	for i, c := range candidats {
		mots[i] = a.espace.Code(int(c)).Mot(a.rendu.Palette)
	}
	return a.cat.Pluriel(len(candidats), "assistant.liste1", "assistant.liste", n, strings.Join(mots, " ")) + "\n"
}

// bloque is the turn when no code fits: it names the rows that contradict
// each other and waits for a command.
func (a *assistant) bloque(ctx context.Context, lignes []solveur.Observation) (fini bool, err error) {
	idx, err := solveur.Contradiction(ctx, a.taille(), lignes)
	if err != nil {
		return false, err
	}
	numeros := make([]int, len(idx))
	textes := make([]string, len(idx))
	for k, i := range idx {
		numeros[k], textes[k] = lignes[i].Numero, lignes[i].Texte(a.rendu.Palette)
	}
	a.inv.Ecrit(a.cat.SolveurContradiction(numeros, textes) + "\n")
	commandes := a.cat.T("assistant.commandes")
	e, err := lit(ctx, a.inv.Saisit, a.cat.T("assistant.questionbloquee", commandes), func(s string) (saisieEssai, error) {
		cmd, n := a.commande(s)
		if cmd == aucune {
			return saisieEssai{}, errors.New(a.cat.T("assistant.err.bloque", commandes))
		}
		return saisieEssai{cmd: cmd, n: n}, a.valideNumero(s)
	})
	if err != nil {
		return false, err
	}
	return a.execute(ctx, e.cmd, e.n)
}

// execute carries out a command typed at the guess prompt.
func (a *assistant) execute(ctx context.Context, cmd commande, n int) (fini bool, err error) {
	switch cmd {
	case quitter:
		return true, nil
	case annuler:
		l := a.lignes[len(a.lignes)-1]
		a.lignes = a.lignes[:len(a.lignes)-1]
		texte := solveur.DepuisPlateau(len(a.lignes)+1, l).Texte(a.rendu.Palette)
		a.inv.Ecrit(a.cat.T("assistant.annule", len(a.lignes)+1, texte) + "\n")
	case corriger:
		l := a.lignes[n-1]
		question := a.cat.T("assistant.correction", n, a.rendu.Code(l.Code))
		r, err := lit(ctx, a.inv.Saisit, question, a.lisReponse(n < len(a.lignes)))
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
func (a *assistant) commande(s string) (cmd commande, n int) {
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
func (a *assistant) lisEssai(s string) (saisieEssai, error) {
	if strings.TrimSpace(s) == "" {
		return saisieEssai{}, nil
	}
	if cmd, n := a.commande(s); cmd != aucune {
		return saisieEssai{cmd: cmd, n: n}, a.valideNumero(s)
	}
	c, err := code.LireAdmissible(solveur.EnLettres(s, a.rendu.Palette), a.rendu.Palette, a.taille())
	if err != nil {
		return saisieEssai{}, a.cat.Motive(err)
	}
	return saisieEssai{code: &c}, nil
}

// valideNumero checks the row of a command: one to undo, an existing
// number to correct.
func (a *assistant) valideNumero(s string) error {
	switch cmd, n := a.commande(s); {
	case cmd == annuler && len(a.lignes) == 0:
		return errors.New(a.cat.T("assistant.rien"))
	case cmd == corriger && len(a.lignes) == 0:
		return errors.New(a.cat.T("assistant.err.riencorriger"))
	case cmd == corriger && len(a.lignes) == 1 && n != 1:
		return errors.New(a.cat.T("assistant.err.uneligne", strings.TrimSpace(s)))
	case cmd == corriger && (n < 1 || n > len(a.lignes)):
		return errors.New(a.cat.T("assistant.err.numero", strings.TrimSpace(s), len(a.lignes)))
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
func (a *assistant) lisReponse(pasGagnante bool) func(string) (saisieReponse, error) {
	return func(s string) (saisieReponse, error) {
		if cmd, _ := a.commande(s); cmd == annuler || cmd == quitter {
			return saisieReponse{cmd: cmd}, nil
		}
		pions := a.taille().Pions
		r, err := solveur.LitReponse(s, pions)
		var comptes *solveur.ErreurComptes
		switch {
		case errors.As(err, &comptes):
			return saisieReponse{}, &texte.Motif{Texte: a.cat.T("assistant.err.reponse"), Err: err}
		case err != nil:
			return saisieReponse{}, a.cat.Motive(err)
		case pasGagnante && r.Gagnante(pions):
			return saisieReponse{}, errors.New(a.cat.T("assistant.err.gagnante", pions))
		}
		return saisieReponse{reponse: r}, nil
	}
}
