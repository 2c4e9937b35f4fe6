package jeu

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// This file is a model-based test of issue 41's rule: the state is the
// truth, and no path through the menus changes what was played. A game
// (solo, two players, the course's game with its human and computer
// rounds) is a fixed list of moves; random sequences interleave them with
// undos and redos, hints, saves under a name, set-asides, kills (the
// folder of saves and the history put back as they were at an instantEtats of
// the run, as a killed program leaves them) and resumes. Each sequence
// must leave the same record, round for round, and the same final score,
// as the moves played straight through.

// partieEtats is a game as the test plays it: its mode and, per round,
// what the person types.
type partieEtats struct {
	mode string // "Solo", "Deux joueurs", "Jouer contre l'ordinateur"
	// essais are the human decoder's guesses, round by round (a round
	// ends at the secret or the tenth).
	essais [][]code.Code
	// secretHumain is the secret the human codes in the course game's
	// second round (and player 1's in two players); mensonge, when not
	// zero, the try whose answer is wrong.
	secretHumain code.Code
	mensonge     int
}

// graineModele seeds every secret the computer draws: a game started
// again after a kill draws the same secret.
const graineModele = 11

var (
	classiqueModele = code.Taille{Pions: 4, Couleurs: 6}
	paletteModele   = couleur.MustDefaut(6)
)

// tirePartie draws a game of mode from r.
func tirePartie(r *rand.Rand, mode string) partieEtats {
	secret := classiqueModele.Aleatoire(rand.New(rand.NewPCG(graineModele, graineModele^0x9e3779b97f4a7c15)))
	p := partieEtats{mode: mode, secretHumain: classiqueModele.Aleatoire(r)}
	// The human decodes one round in every mode: the course game's
	// first; its second is the computer's, whose answers may lie once.
	manches := 1
	if mode == "Jouer contre l'ordinateur" && r.IntN(3) == 0 {
		p.mensonge = 1 + r.IntN(3)
	}
	if mode == "Deux joueurs" {
		secret = p.secretHumain
	}
	for range manches {
		var essais []code.Code
		trouve := 1 + r.IntN(12) // past 10: not found
		for k := 1; k <= 10; k++ {
			if k == trouve {
				essais = append(essais, secret)
				break
			}
			c := classiqueModele.Aleatoire(r)
			essais = append(essais, c)
			if c == secret {
				break // found by chance
			}
		}
		p.essais = append(p.essais, essais)
	}
	return p
}

// perturbations say how often each thing a player may do instead of a
// move happens, out of 100 prompts.
type perturbations struct {
	annule, refait, indice, sauve, quitte, tue int
}

// joueurModele is the Invite of one run of the program: it answers each
// question of the game from the game's moves, and sometimes does
// something else (perturbations).
type joueurModele struct {
	t       testing.TB
	p       partieEtats
	r       *rand.Rand
	pert    perturbations
	propose string // the computer's last proposal
	noms    *int
	tue     bool // the run was killed
	// nouvelle and reprend: what the main menu is asked next (a new game,
	// or the one to resume), Quitter once done.
	nouvelle, reprend bool
	out               strings.Builder
}

var (
	reEssai   = regexp.MustCompile(`[Ee]ssai (\d+) sur (\d+) :`)
	rePropose = regexp.MustCompile(`l'ordinateur propose ([A-Z]+)`)
)

func (j *joueurModele) Menu(_ context.Context, titre string, options []string) (int, error) {
	if !strings.HasPrefix(titre, "Menu principal") {
		// Replace another saved game? Keep it.
		return 0, nil
	}
	cherche := ""
	switch {
	case j.reprend:
		cherche = "Reprendre «"
	case j.nouvelle:
		cherche = j.p.mode
	default:
		cherche = "Quitter"
	}
	j.reprend, j.nouvelle = false, false
	for i, o := range options {
		if strings.HasPrefix(o, cherche) {
			return i, nil
		}
	}
	j.t.Fatalf("no entry %q in %q", cherche, options)
	return 0, nil
}

// autre is what the person does at a prompt instead of the move, "" for
// the move; fin is a set-aside or a kill.
func (j *joueurModele) autre(ctx context.Context, coder bool) (s string, err error) {
	n := j.r.IntN(100)
	p := j.pert
	switch {
	case n < p.annule:
		return "annuler", nil
	case n < p.annule+p.refait:
		return "refaire", nil
	case n < p.annule+p.refait+p.indice && !coder:
		return "?", nil
	case n < p.annule+p.refait+p.indice+p.sauve:
		*j.noms++
		return "sauver modele" + strconv.Itoa(*j.noms), nil
	case n < p.annule+p.refait+p.indice+p.sauve+p.quitte:
		return "quitter", nil
	case n < p.annule+p.refait+p.indice+p.sauve+p.quitte+p.tue:
		j.tue = true
		return "", invite.ErrFin
	}
	return "", nil
}

func (j *joueurModele) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	j.out.WriteString(question)
	ligne, err := j.reponse(ctx, question)
	if err != nil {
		return "", err
	}
	j.out.WriteString(ligne + "\n")
	if valide != nil {
		if err := valide(ligne); err != nil {
			j.t.Fatalf("%q refused at %q: %v\n%s", ligne, question, err, j.out.String())
		}
	}
	return ligne, nil
}

func (j *joueurModele) reponse(ctx context.Context, question string) (string, error) {
	switch {
	case strings.HasPrefix(question, "Entrée quand vous êtes prêt"):
		return "", nil
	case strings.HasPrefix(question, "Quel était votre code secret"):
		// The secret, or taking the last answer back, or leaving.
		if s, err := j.autre(ctx, true); s == "annuler" || s == "quitter" || err != nil {
			return s, err
		}
		return j.p.secretHumain.Mot(paletteModele), nil
	case strings.HasPrefix(question, "Bien placés et mal placés"):
		if s, err := j.autre(ctx, true); s != "" || err != nil {
			return s, err
		}
		c, err := code.Lire(j.propose, paletteModele, 4)
		require.NoError(j.t, err)
		r := code.Evalue(j.p.secretHumain, c)
		if j.p.mensonge > 0 && j.essaiCodeur() == j.p.mensonge {
			r = code.Reponse{Bien: (r.Bien + 1) % 4}
		}
		return fmt.Sprintf("%d %d", r.Bien, r.Mal), nil
	}
	m := reEssai.FindStringSubmatch(question)
	if m == nil {
		j.t.Fatalf("unexpected question %q\n%s", question, j.out.String())
	}
	if s, err := j.autre(ctx, false); s != "" || err != nil {
		return s, err
	}
	k, _ := strconv.Atoi(m[1])
	essais := j.p.essais[0]
	require.LessOrEqual(j.t, k, len(essais), "try %d of %v\n%s", k, essais, j.out.String())
	return essais[k-1].Mot(paletteModele), nil
}

// essaiCodeur is the number of the computer's proposal being answered.
var reEssaiOrdi = regexp.MustCompile(`Essai (\d+) : l'ordinateur propose`)

func (j *joueurModele) essaiCodeur() int {
	m := reEssaiOrdi.FindAllStringSubmatch(j.out.String(), -1)
	if len(m) == 0 {
		return 0
	}
	k, _ := strconv.Atoi(m[len(m)-1][1])
	return k
}

func (j *joueurModele) SaisitMasquee(_ context.Context, question string, _ func(string) error) (string, error) {
	j.out.WriteString(question + "\n")
	return j.p.secretHumain.Mot(paletteModele), nil
}

func (j *joueurModele) Ecrit(texte string) {
	j.out.WriteString(texte)
	if m := rePropose.FindAllStringSubmatch(texte, -1); m != nil {
		j.propose = m[len(m)-1][1]
	}
}

func (j *joueurModele) Attend(context.Context, string) error { return nil }
func (j *joueurModele) Largeur() int                         { return 0 }

// instantEtats is what a killed program leaves: the saves folder's files and
// the history's bytes at one moment of a run.
type instantEtats struct {
	saves      map[string][]byte
	historique []byte
}

// mondeEtats is the user's folders, and the instants of the current run.
type mondeEtats struct {
	t          testing.TB
	saves      string
	historique *historique.Historique
	instants   []instantEtats
	heure      time.Time
}

// photo keeps the folders as they are now: the clock is read before each
// save and each record, so that a kill can stop the run at any of them.
func (m *mondeEtats) photo() time.Time {
	i := instantEtats{saves: map[string][]byte{}}
	noms, err := filepath.Glob(filepath.Join(m.saves, "*.yaml"))
	require.NoError(m.t, err)
	for _, n := range noms {
		data, err := os.ReadFile(n)
		require.NoError(m.t, err)
		i.saves[filepath.Base(n)] = data
	}
	i.historique, _ = os.ReadFile(filepath.Join(m.historique.Dossier, historique.Fichier))
	m.instants = append(m.instants, i)
	m.heure = m.heure.Add(time.Second)
	return m.heure
}

// choisit is the instant a kill stops the run at: any, or, one time in
// two, one just after a round was recorded (before the save that
// follows), the kill that would record a round twice.
func (m *mondeEtats) choisit(r *rand.Rand) instantEtats {
	var apres []instantEtats
	for i := 1; i < len(m.instants); i++ {
		if len(m.instants[i].historique) > len(m.instants[i-1].historique) {
			apres = append(apres, m.instants[i])
		}
	}
	if len(apres) > 0 && r.IntN(2) == 0 {
		return apres[r.IntN(len(apres))]
	}
	return m.instants[r.IntN(len(m.instants))]
}

// tue puts the folders back as they were at instantEtats i of the run: the
// files a killed program left, its locks gone stale.
func (m *mondeEtats) tue(i instantEtats) {
	entrees, err := os.ReadDir(m.saves)
	require.NoError(m.t, err)
	for _, e := range entrees {
		require.NoError(m.t, os.RemoveAll(filepath.Join(m.saves, e.Name())))
	}
	for nom, data := range i.saves {
		require.NoError(m.t, os.WriteFile(filepath.Join(m.saves, nom), data, 0o600))
	}
	require.NoError(m.t, os.WriteFile(filepath.Join(m.historique.Dossier, historique.Fichier), i.historique, 0o600))
}

// resultat is what a game leaves: its record, round by round (as the
// history keeps it, without dates and ids), and the last words of its end.
type resultat struct {
	manches []string
	fin     string
	// enDouble counts the lines of the history that repeat a round.
	enDouble int
}

// joueModele plays game p under perturbations pert drawn from r, run
// after run, until it is over, and returns what it left.
func joueModele(t testing.TB, p partieEtats, pert perturbations, r *rand.Rand) resultat {
	m := &mondeEtats{t: t, saves: t.TempDir(), historique: &historique.Historique{Dossier: t.TempDir()}, heure: time.Date(2026, 12, 1, 21, 0, 0, 0, time.UTC)}
	attendues := 1
	if p.mode == "Jouer contre l'ordinateur" {
		attendues = 2
	}
	noms := 0
	var fin string
	for run := 0; ; run++ {
		require.Less(t, run, 200, "the game never ends")
		cat := texte.Nouveau(texte.Francais)
		joueur := &joueurModele{t: t, p: p, r: r, pert: pert, noms: &noms}
		l, err := m.historique.Lit()
		require.NoError(t, err)
		entrees, _ := filepath.Glob(filepath.Join(m.saves, "*.yaml"))
		switch {
		case len(entrees) > 0:
			joueur.reprend = true
		case len(l.Entrees) >= attendues:
			return resultat{manches: projette(l.Entrees), fin: fin, enDouble: l.EnDouble}
		default:
			joueur.nouvelle = true
		}
		m.instants = nil
		j := &Jeu{
			Invite: joueur, Cat: cat, Graine: func() uint64 { return graineModele },
			Strategies: &strategies.Resolveur{}, Reglages: reglages.ReglagesParDefaut(cat),
			Sauvegardes: &saves.Dossier{Chemin: m.saves}, Historique: m.historique, Horloge: m.photo,
		}
		require.NoError(t, j.Menu(context.Background()), joueur.out.String())
		if joueur.tue && len(m.instants) > 0 {
			m.tue(m.choisit(r))
		}
		if i := strings.LastIndex(joueur.out.String(), "Fin de la partie"); i >= 0 {
			fin = strings.SplitN(joueur.out.String()[i:], "\n", 2)[0]
		}
		if i := strings.LastIndex(joueur.out.String(), "Bravo"); i >= 0 && fin == "" {
			fin = strings.SplitN(joueur.out.String()[i:], "\n", 2)[0]
		}
	}
}

// projette is each entry as a line, without its date and its game's id.
func projette(es []historique.Entree) []string {
	var s []string
	for _, e := range es {
		var lignes []string
		for _, l := range e.Lignes {
			lignes = append(lignes, fmt.Sprintf("%s %d %d", l.Code.Mot(paletteModele), l.Reponse.Bien, l.Reponse.Mal))
		}
		secret, revele := "", ""
		if e.Secret != nil {
			secret = e.Secret.Mot(paletteModele)
		}
		if e.Revele != nil {
			revele = e.Revele.Mot(paletteModele)
		}
		s = append(s, fmt.Sprintf("%s manche %d/%d coder:%v %s score %d fin %s secret %q revele %q",
			e.Mode, e.NumManche, e.NbManches, e.HumainCodeur, strings.Join(lignes, ","), e.Score, e.Issue(), secret, revele))
	}
	return s
}

// modes are the games the model plays.
var modes = []string{"Solo", "Deux joueurs", "Jouer contre l'ordinateur"}

// verifieSequences plays n random sequences of each mode.
func verifieSequences(t *testing.T, n int) {
	for _, mode := range modes {
		for graine := range uint64(n) {
			t.Run(fmt.Sprintf("%s/%d", mode, graine), func(t *testing.T) {
				r := rand.New(rand.NewPCG(graine, 41))
				p := tirePartie(r, mode)
				droit := joueModele(t, p, perturbations{}, rand.New(rand.NewPCG(graine, 1)))
				pert := perturbations{annule: 8, refait: 6, indice: 4, sauve: 4, quitte: 5, tue: 5}
				detour := joueModele(t, p, pert, rand.New(rand.NewPCG(graine, 2)))
				assert.Equal(t, droit.manches, detour.manches, "the same record, whatever the path")
				assert.Zero(t, detour.enDouble, "each round written once")
				if droit.fin != "" && detour.fin != "" {
					assert.Equal(t, droit.fin, detour.fin, "the same end")
				}
			})
		}
	}
}

// TestLeMemeEnregistrementQuelQueSoitLeChemin plays a few dozen sequences
// in make test; etats_check_test.go plays hundreds.
func TestLeMemeEnregistrementQuelQueSoitLeChemin(t *testing.T) {
	verifieSequences(t, 10)
}
