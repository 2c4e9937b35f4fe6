package jeu

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// This file is a model-based test of the rule "a game that can be resumed
// stays resumable until its player finishes it, deletes it, or explicitly
// agrees to replace it". Random sequences of what players do — new games of
// each mode, moves, undo, redo, "sauver NOM" with new and taken names,
// quit, kill (at a prompt, or in the middle of a save, before or after its
// rename), resume from the menu and from the shell, delete, damage a file,
// a second window on the same folder — run against programs sharing one
// folder. After every step the folder is checked against a model of what
// must still be resumable: every game with its rows, a damaged file byte
// for byte, a game open in a live window locked, nothing else.
//
// Each window is a Jeu in its own goroutine, with its own process name in
// the lock files; a killed window stops answering and is declared dead,
// so its locks and temporary files stay behind as a killed program's do.

const delaiModele = 20 * time.Second

// question is what a window asks; the test answers on reponseTest.
type question struct {
	menu    bool
	titre   string
	options []string
	reponse chan reponseTest
}

type reponseTest struct {
	i   int
	s   string
	err error
}

// pilote is an invite.Invite that hands every question to the test.
type pilote struct {
	ctx       context.Context
	questions chan question
	mu        sync.Mutex
	out       strings.Builder
}

func (p *pilote) demande(ctx context.Context, q question) (reponseTest, error) {
	q.reponse = make(chan reponseTest, 1)
	select {
	case p.questions <- q:
	case <-ctx.Done():
		return reponseTest{}, ctx.Err()
	}
	select {
	case r := <-q.reponse:
		return r, r.err
	case <-ctx.Done():
		return reponseTest{}, ctx.Err()
	}
}

func (p *pilote) Menu(ctx context.Context, titre string, options []string) (int, error) {
	r, err := p.demande(ctx, question{menu: true, titre: titre, options: options})
	return r.i, err
}

func (p *pilote) Saisit(ctx context.Context, q string, valide func(string) error) (string, error) {
	for {
		r, err := p.demande(ctx, question{titre: q})
		if err != nil {
			return "", err
		}
		if valide == nil || valide(r.s) == nil {
			return r.s, nil
		}
		p.Ecrit("  " + valide(r.s).Error() + "\n")
	}
}

func (p *pilote) SaisitMasquee(ctx context.Context, q string, valide func(string) error) (string, error) {
	return p.Saisit(ctx, q, valide)
}

func (p *pilote) Attend(context.Context, string) error { return nil }

func (p *pilote) Largeur() int { return 0 }

func (p *pilote) Ecrit(s string) {
	p.mu.Lock()
	p.out.WriteString(s)
	p.mu.Unlock()
}

// texteDepuis is what the window wrote since the last call.
func (p *pilote) texteDepuis() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.out.String()
	p.out.Reset()
	return s
}

// fenetre is one program running on the shared folder.
type fenetre struct {
	n      int
	j      *Jeu
	p      *pilote
	cancel context.CancelFunc
	fin    chan error
	q      *question // the pending question
	finie  bool
	err    error // what the program ended with
	morte  bool
	// panne arms a crash at a step of the next save: the write blocks
	// there for ever, as a killed program's would.
	panne   atomic.Int32
	bloquee chan struct{}
	// arretee is closed when the program's goroutine has returned.
	arretee chan struct{}
}

// monde is the shared folder, the programs on it and the model.
type monde struct {
	t       *testing.T
	r       *rand.Rand
	dir     string
	mu      sync.Mutex
	vivants map[int]bool
	graine  atomic.Uint64
	horloge atomic.Int64
	n       int
	fen     []*fenetre
	parties []*partieModele
	secrets map[string]bool
	// cache is the optimal strategy's cache folder; etrangers the files
	// of other programs in both folders (modele_etrangers_test.go).
	cache     string
	etrangers map[string]etranger
}

// partieModele is what must stay resumable of one game.
type partieModele struct {
	secret          string
	mode            saves.Mode
	lignes, refaire []string
	nom             string // the name given; "" for an automatic one
	fichier         string // the file's name, learned from the folder
	ouverte         *fenetre
	abimee          []byte // a damaged file's bytes
}

func (m *monde) vivant(p saves.Processus) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.vivants[p.Pid]
}

// ouvre starts a window, at the main menu, or resuming nom as the shell
// command does when nom is not empty.
func (m *monde) ouvre(nom string) *fenetre {
	m.n++
	f := &fenetre{n: m.n, fin: make(chan error, 1), bloquee: make(chan struct{}), arretee: make(chan struct{})}
	m.mu.Lock()
	m.vivants[1000+f.n] = true
	m.mu.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	f.cancel = cancel
	f.p = &pilote{ctx: ctx, questions: make(chan question)}
	cat := texte.Nouveau(texte.Francais)
	d := &saves.Dossier{Chemin: m.dir, Moi: saves.Processus{Pid: 1000 + f.n, Debut: "1"}, Vivant: m.vivant}
	d.AvecPanne(disquetest.Panne(func(e disque.Etape) error {
		if disque.Etape(f.panne.Load()) != e {
			return nil
		}
		close(f.bloquee)
		<-ctx.Done()
		return ctx.Err()
	}))
	f.j = &Jeu{
		Invite: f.p, Cat: cat, Reglages: reglages.ReglagesParDefaut(cat), Sauvegardes: d,
		Graine:     m.graineLibre,
		Strategies: &strategies.Resolveur{},
		Horloge: func() time.Time {
			return time.Date(2026, 11, 22, 14, 5, 0, 0, time.Local).Add(time.Duration(m.horloge.Add(1)) * time.Second)
		},
	}
	go func() {
		defer close(f.arretee)
		if nom == "" {
			f.fin <- f.j.Menu(ctx)
		} else {
			f.fin <- f.j.Reprend(ctx, nom)
		}
	}()
	m.fen = append(m.fen, f)
	m.prochaine(f)
	return f
}

// graineLibre is a fresh seed whose secret no other game has.
func (m *monde) graineLibre() uint64 {
	for {
		g := m.graine.Add(1)
		if s := scenario.SecretDeGraine(g); !m.secrets[s] {
			m.secrets[s] = true
			return g
		}
	}
}

// prochaine waits for the window's next question, or its end.
func (m *monde) prochaine(f *fenetre) {
	m.t.Helper()
	select {
	case q := <-f.p.questions:
		f.q = &q
	case err := <-f.fin:
		f.q, f.finie, f.err = nil, true, err
	case <-time.After(delaiModele):
		m.t.Fatalf("window %d asks nothing; it wrote:\n%s", f.n, f.p.texteDepuis())
	}
}

// tape answers the pending question with a line.
func (m *monde) tape(f *fenetre, s string) {
	m.t.Helper()
	require.False(m.t, f.q.menu, "window %d is at a menu: %q %q", f.n, f.q.titre, f.q.options)
	f.q.reponse <- reponseTest{s: s}
	m.prochaine(f)
}

// choisit answers the pending menu with the entry its first words name.
func (m *monde) choisit(f *fenetre, mots string) {
	m.t.Helper()
	require.True(m.t, f.q.menu, "window %d asks %q", f.n, f.q.titre)
	i, ok := scenario.Choisit(mots, f.q.options)
	require.True(m.t, ok, "window %d: %q names no entry of %q", f.n, mots, f.q.options)
	m.choisitRang(f, i)
}

// rafraichit shows the main menu again, so that it lists what other
// windows saved since it was shown.
func (m *monde) rafraichit(f *fenetre) {
	m.choisit(f, "Réglages")
	m.choisit(f, "Retour au menu")
	f.p.texteDepuis()
}

func (m *monde) choisitRang(f *fenetre, i int) {
	f.q.reponse <- reponseTest{i: i}
	m.prochaine(f)
}

// auMenu, enJeu tell where a window is.
func auMenu(f *fenetre) bool {
	return f.q != nil && f.q.menu && strings.HasPrefix(f.q.titre, "Menu principal")
}

func enJeu(f *fenetre) bool {
	return f.q != nil && !f.q.menu && (strings.HasPrefix(f.q.titre, "Essai") || strings.HasPrefix(f.q.titre, "Joueur 2"))
}

// partieDe is the game open in window f.
func (m *monde) partieDe(f *fenetre) *partieModele {
	for _, p := range m.parties {
		if p.ouverte == f {
			return p
		}
	}
	return nil
}

func (m *monde) vivantes() []*fenetre {
	var v []*fenetre
	for _, f := range m.fen {
		if !f.finie && !f.morte {
			v = append(v, f)
		}
	}
	return v
}

// retire forgets a game that is over, deleted or replaced.
func (m *monde) retire(p *partieModele) {
	m.parties = slices.DeleteFunc(m.parties, func(q *partieModele) bool { return q == p })
}

// code is a random code other than secret.
func (m *monde) code(secret string) string {
	for {
		var b strings.Builder
		for range 4 {
			b.WriteByte("RBJVON"[m.r.IntN(6)])
		}
		if b.String() != secret {
			return b.String()
		}
	}
}

// Steps.

func (m *monde) nouvelle(f *fenetre) {
	p := &partieModele{ouverte: f}
	switch m.r.IntN(3) {
	case 0:
		p.mode = saves.ModeSolo
		m.choisit(f, "Solo")
	case 1:
		p.mode = saves.ModeDuo
		m.choisit(f, "Deux joueurs")
		for p.secret == "" || m.secrets[p.secret] {
			p.secret = m.code("")
		}
		m.secrets[p.secret] = true
		m.tape(f, p.secret)
	default:
		p.mode = saves.ModePartie
		m.choisit(f, "Jouer contre l'ordinateur")
	}
	require.True(m.t, enJeu(f), "a new game asks for a code: %q", f.q.titre)
	require.Empty(m.t, m.nouveaux(), "a game with no move has no file")
	// Its first move, no game's secret, gives it its file.
	c := m.code("")
	for m.secrets[c] {
		c = m.code("")
	}
	p.lignes = []string{c}
	m.tape(f, c)
	m.parties = append(m.parties, p)
	m.apprend(p)
}

// nouveaux are the readable files of the folder that are no known game's.
func (m *monde) nouveaux() []saves.Entree {
	connus := map[string]bool{}
	for _, q := range m.parties {
		connus[q.fichier] = true
	}
	var n []saves.Entree
	for _, e := range m.liste() {
		if e.Err == nil && !connus[e.Nom] {
			n = append(n, e)
		}
	}
	return n
}

// apprend finds the file of a new game, and its secret, in the folder.
func (m *monde) apprend(p *partieModele) {
	m.t.Helper()
	for _, e := range m.nouveaux() {
		if e.Nom != p.fichier {
			p.fichier = e.Nom
			p.secret = e.Sauvegarde.Manche.Secret.Mot(couleur.MustDefaut(6))
			return
		}
	}
	m.t.Fatalf("the new game has no file of its own")
}

func (m *monde) coup(f *fenetre, p *partieModele) {
	if len(p.lignes) >= 9 {
		return // the tenth would end the round
	}
	c := m.code(p.secret)
	p.lignes, p.refaire = append(p.lignes, c), nil
	m.tape(f, c)
}

func (m *monde) gagne(f *fenetre, p *partieModele) {
	if p.mode == saves.ModePartie {
		return
	}
	m.tape(f, p.secret)
	m.retire(p)
	require.True(m.t, f.finie || auMenu(f), "after a win, the menu")
}

func (m *monde) annule(f *fenetre, p *partieModele) {
	if n := len(p.lignes); n > 0 {
		p.refaire = append(p.refaire, p.lignes[n-1])
		p.lignes = p.lignes[:n-1]
	}
	m.tape(f, "annuler")
}

func (m *monde) refait(f *fenetre, p *partieModele) {
	if n := len(p.refaire); n > 0 {
		p.lignes = append(p.lignes, p.refaire[n-1])
		p.refaire = p.refaire[:n-1]
	}
	m.tape(f, "refaire")
}

func (m *monde) sauve(f *fenetre, p *partieModele) string {
	noms := []string{"alpha", "beta", "alpha", "beta", "gamma", "autosave", "-x"}
	nom := noms[m.r.IntN(len(noms))]
	m.tape(f, "sauver "+nom)
	var autre *partieModele
	for _, q := range m.parties {
		if q != p && q.fichier == nom {
			autre = q
		}
	}
	quoi := "sauver a free name"
	switch {
	case nom == "autosave" || nom == "-x":
		quoi = "sauver a name refused"
	case nom == p.fichier:
		quoi = "sauver its own name"
	case autre == nil:
		p.nom, p.fichier = nom, nom
	case autre.abimee != nil:
		require.Contains(m.t, f.p.texteDepuis(), "« "+nom+" » est le nom d'une sauvegarde illisible")
		quoi = "sauver a damaged file's name"
	case autre.ouverte != nil:
		require.Contains(m.t, f.p.texteDepuis(), "« "+nom+" » est le nom d'une partie ouverte dans une autre fenêtre (processus ")
		quoi = "sauver the name of a game open elsewhere"
	default:
		require.True(m.t, f.q.menu, "another game's name: the player is asked")
		quoi = "sauver another game's name, replaced"
		if m.r.IntN(2) == 0 {
			m.choisit(f, "Non")
			quoi = "sauver another game's name, kept"
			break
		}
		m.choisit(f, "Oui")
		m.retire(autre)
		p.nom, p.fichier = nom, nom
	}
	require.True(m.t, enJeu(f), "the game goes on: %q", f.q.titre)
	return quoi
}

func (m *monde) quitte(f *fenetre, p *partieModele) {
	if m.r.IntN(4) == 0 {
		f.q.reponse <- reponseTest{err: invite.ErrFin} // Ctrl-D
		m.prochaine(f)
		require.True(m.t, f.finie, "Ctrl-D ends the program")
		require.NoError(m.t, f.err, "with success")
	} else {
		m.tape(f, "quitter")
		require.NoError(m.t, f.err)
		require.True(m.t, f.finie || auMenu(f))
	}
	p.ouverte = nil
}

// tue kills window f at its prompt, or in the middle of its next save,
// and says which.
func (m *monde) tue(f *fenetre, p *partieModele) string {
	quoi := "kill at a prompt"
	if p != nil && len(p.lignes) < 9 && m.r.IntN(2) == 0 {
		etape := []disque.Etape{disque.AvantRenommage, disque.ApresRenommage}[m.r.IntN(2)]
		f.panne.Store(int32(etape))
		c := m.code(p.secret)
		f.q.reponse <- reponseTest{s: c}
		select {
		case <-f.bloquee:
		case <-time.After(delaiModele):
			m.t.Fatal("the save never reached the crash")
		}
		quoi = "kill before a save's rename: its move is lost"
		if etape == disque.ApresRenommage {
			p.lignes, p.refaire = append(p.lignes, c), nil
			quoi = "kill after a save's rename"
		}
	}
	f.morte = true
	m.mu.Lock()
	m.vivants[1000+f.n] = false
	m.mu.Unlock()
	if p != nil {
		p.ouverte = nil
	}
	return quoi
}

// libres are the games no live window has open.
func (m *monde) libres() []*partieModele {
	var l []*partieModele
	for _, p := range m.parties {
		if p.ouverte == nil {
			l = append(l, p)
		}
	}
	return l
}

// rang is the line of game p in the list the menu shows.
func (m *monde) rang(p *partieModele) int {
	for i, e := range m.liste() {
		if e.Nom == p.fichier {
			return i
		}
	}
	m.t.Fatalf("game %s not in the list", p.fichier)
	return -1
}

func (m *monde) reprendDepuisLeMenu(f *fenetre) {
	libres := m.libres()
	if len(libres) == 0 {
		return
	}
	// Resume is always in the menu; it says when there is nothing to resume.
	if i, ok := scenario.Choisit("Reprendre", f.q.options); ok && !strings.Contains(f.q.options[i], "aucune") && m.r.IntN(2) == 0 {
		m.choisitRang(f, i)
		if auMenu(f) {
			// The menu was shown before another window took the game, or
			// before its file was damaged: it says why.
			require.Contains(m.t, f.p.texteDepuis(), "Impossible : ")
			return
		}
		m.ouvreDans(f, m.tenuePar(f))
		return
	}
	p := libres[m.r.IntN(len(libres))]
	m.rafraichit(f)
	m.choisit(f, "Parties sauvegardées")
	m.choisitRang(f, m.rang(p))
	if p.abimee != nil {
		m.choisit(f, "Retour au menu")
		m.choisit(f, "Retour au menu")
		return
	}
	m.choisit(f, "Reprendre")
	m.ouvreDans(f, p)
}

// tenuePar is the game whose file window f holds.
func (m *monde) tenuePar(f *fenetre) *partieModele {
	m.t.Helper()
	for _, e := range m.liste() {
		if e.Ouverte != nil && e.Ouverte.Pid == 1000+f.n {
			for _, p := range m.parties {
				if p.fichier == e.Nom {
					return p
				}
			}
		}
	}
	m.t.Fatalf("window %d holds no game", f.n)
	return nil
}

// ouvreDans checks that window f plays game p now.
func (m *monde) ouvreDans(f *fenetre, p *partieModele) {
	m.t.Helper()
	require.True(m.t, enJeu(f), "window %d resumes a game: %q; it wrote:\n%s", f.n, f.q.titre, f.p.texteDepuis())
	p.ouverte = f
}

func (m *monde) reprendDepuisLeShell() {
	if len(m.parties) == 0 {
		return
	}
	p := m.parties[m.r.IntN(len(m.parties))]
	f := m.ouvre(p.fichier)
	switch {
	case p.abimee != nil || p.ouverte != nil:
		require.True(m.t, f.finie, "the shell command says why and ends")
		require.Error(m.t, f.err)
	default:
		m.ouvreDans(f, p)
	}
}

func (m *monde) supprime(f *fenetre) {
	if len(m.parties) == 0 {
		return
	}
	p := m.parties[m.r.IntN(len(m.parties))]
	m.rafraichit(f)
	m.choisit(f, "Parties sauvegardées")
	m.choisitRang(f, m.rang(p))
	if p.ouverte != nil {
		require.Contains(m.t, f.p.texteDepuis(), "Cette partie est ouverte dans une autre fenêtre (processus")
	} else {
		m.choisit(f, "Supprimer")
		require.Equal(m.t, []string{"Non, la garder", "Oui, la supprimer"}, f.q.options, "deleting asks first")
		if m.r.IntN(4) == 0 {
			m.choisit(f, "Non") // kept: the model is unchanged
		} else {
			m.choisit(f, "Oui")
			m.retire(p)
		}
	}
	if !auMenu(f) {
		m.choisit(f, "Retour au menu")
	}
}

func (m *monde) abime() {
	libres := m.libres()
	if len(libres) == 0 {
		return
	}
	p := libres[m.r.IntN(len(libres))]
	chemin := filepath.Join(m.dir, p.fichier+".yaml")
	data, err := os.ReadFile(chemin)
	require.NoError(m.t, err)
	if p.abimee == nil {
		// Cut short, and an unclosed list: never YAML any more.
		data = append(data[:m.r.IntN(len(data))], "\n: [\n"...)
		require.NoError(m.t, os.WriteFile(chemin, data, 0o644))
		p.abimee = data
	}
}

// liste is the folder as a program that just started sees it.
func (m *monde) liste() []saves.Entree {
	m.t.Helper()
	d := saves.Dossier{Chemin: m.dir, Moi: saves.Processus{Pid: 999, Debut: "1"}, Vivant: m.vivant}
	e, err := d.Liste()
	require.NoError(m.t, err)
	return e
}

// verifie checks the folder against the model.
func (m *monde) verifie(etape int, quoi string) {
	m.t.Helper()
	entrees := m.liste()
	msg := fmt.Sprintf("step %d (%s)", etape, quoi)
	require.Len(m.t, entrees, len(m.parties), "%s: one file per game, nothing more: %v", msg, noms(entrees))
	for _, p := range m.parties {
		i := slices.IndexFunc(entrees, func(e saves.Entree) bool { return e.Nom == p.fichier })
		require.GreaterOrEqual(m.t, i, 0, "%s: game %s is still there", msg, p.fichier)
		e := entrees[i]
		if p.abimee != nil {
			data, err := os.ReadFile(filepath.Join(m.dir, p.fichier+".yaml"))
			require.NoError(m.t, err)
			require.Equal(m.t, p.abimee, data, "%s: a damaged file stays byte for byte", msg)
			require.Error(m.t, e.Err)
			continue
		}
		require.NoError(m.t, e.Err, "%s: %s reads", msg, p.fichier)
		s := e.Sauvegarde
		require.Equal(m.t, p.secret, s.Manche.Secret.Mot(couleur.MustDefaut(6)), msg)
		require.Equal(m.t, p.mode, s.Mode, msg)
		require.Equal(m.t, strings.Join(p.lignes, " "), mots(s.Manche.Lignes), "%s: the rows of %s", msg, p.fichier)
		require.Equal(m.t, strings.Join(p.refaire, " "), mots(s.Manche.ARefaire), "%s: the rows to redo of %s", msg, p.fichier)
		require.Equal(m.t, p.nom == "", e.Automatique(), msg)
		require.Equal(m.t, p.ouverte != nil, e.Ouverte != nil, "%s: %s is locked while open, and only then", msg, p.fichier)
	}
	fichiers, err := os.ReadDir(m.dir)
	require.NoError(m.t, err)
	for _, f := range fichiers {
		n := f.Name()
		require.True(m.t, m.estEtranger(n) || strings.HasSuffix(n, ".yaml") || strings.HasPrefix(n, ".") && strings.HasSuffix(n, ".lock") || n == ".mastermind-verrous",
			"%s: no temporary file stays once the folder is used: %s", msg, n)
	}
	m.verifieEtrangers(msg)
}

func noms(entrees []saves.Entree) []string {
	var n []string
	for _, e := range entrees {
		n = append(n, e.Nom)
	}
	return n
}

// mots are the codes of rows, as the model writes them.
func mots(lignes []plateau.Ligne) string {
	var s []string
	for _, l := range lignes {
		s = append(s, l.Code.Mot(couleur.MustDefaut(6)))
	}
	return strings.Join(s, " ")
}

func TestSavedGamesAreNeverLost(t *testing.T) {
	graines := []uint64{1, 2, 3, 4, 5, 6, 7, 8}
	etapes := 150
	if testing.Short() {
		graines, etapes = graines[:2], 40
	}
	for _, g := range graines {
		t.Run(fmt.Sprint(g), func(t *testing.T) {
			m := &monde{t: t, r: rand.New(rand.NewPCG(g, 14)), dir: t.TempDir(), vivants: map[int]bool{}, secrets: map[string]bool{},
				cache: t.TempDir(), etrangers: map[string]etranger{}}
			defer func() {
				// The killed programs' goroutines stop before the folder
				// goes.
				for _, f := range m.fen {
					f.cancel()
				}
				for _, f := range m.fen {
					select {
					case <-f.arretee:
					case <-time.After(delaiModele):
						t.Errorf("window %d does not stop", f.n)
					}
				}
			}()
			m.ouvre("")
			vues := map[string]int{}
			for i := range etapes {
				quoi := m.etape()
				vues[quoi]++
				m.verifie(i, quoi)
			}
			t.Logf("steps played: %v", vues)
		})
	}
}

// etape plays one random step and names it.
func (m *monde) etape() string {
	vivantes := m.vivantes()
	if len(vivantes) == 0 || len(vivantes) < 2 && m.r.IntN(4) == 0 {
		m.ouvre("")
		return "a window opens"
	}
	switch m.r.IntN(13) {
	case 0:
		m.abime()
		return "a file is damaged"
	case 2:
		m.ajouteEtranger()
		return "another program's file"
	case 1:
		m.reprendDepuisLeShell()
		return "resume from the shell"
	}
	f := vivantes[m.r.IntN(len(vivantes))]
	if p := m.partieDe(f); p != nil && enJeu(f) {
		switch x := m.r.IntN(20); {
		case x < 8:
			m.coup(f, p)
			return "a move"
		case x < 10:
			m.annule(f, p)
			return "undo"
		case x < 12:
			m.refait(f, p)
			return "redo"
		case x < 15:
			return m.sauve(f, p)
		case x < 17:
			m.quitte(f, p)
			return "quit"
		case x < 18:
			m.gagne(f, p)
			return "a win"
		default:
			return m.tue(f, p)
		}
	}
	if !auMenu(f) {
		return m.tue(f, nil)
	}
	switch x := m.r.IntN(10); {
	case x < 4:
		m.nouvelle(f)
		return "new game"
	case x < 7:
		m.reprendDepuisLeMenu(f)
		return "resume from the menu"
	case x < 8:
		m.supprime(f)
		return "delete"
	case x < 9:
		m.choisit(f, "Quitter")
		require.True(m.t, f.finie)
		require.NoError(m.t, f.err)
		return "the window ends"
	default:
		return m.tue(f, nil)
	}
}
