// Package reglages is the settings room: the settings of the next games
// (Reglages), the file that keeps them between runs (Config, config.yaml),
// and the settings menu (Salle.Regle), which the game wires (jeu's Regle)
// with what the menu needs of it.
package reglages

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
)

// Salle is the settings menu: what it shows and changes of the game that
// wires it.
type Salle struct {
	Invite invite.Invite
	Cat    *texte.Catalogue
	// Reglages are the game's settings, which the menu changes.
	Reglages *Reglages
	// Peintre is the run's painter, whose background the menu toggles.
	Peintre *peintre.Peintre
	// Config keeps the settings between runs; nil keeps nothing.
	Config     *Config
	Strategies *strategies.Resolveur
	// Espace is the code space of size t.
	Espace func(t code.Taille) (*code.Espace, error)
	// Construit builds strategy nom for e: a strategy that cannot play
	// the size is refused at once.
	Construit func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error)
	// ChoisitProgramme asks for a program (cmd:…) as the strategy.
	ChoisitProgramme func(ctx context.Context) error
}

// Ecrit writes a line made from catalogue key cle.
func (j *Salle) Ecrit(cle texte.Cle, args ...any) {
	j.Invite.Ecrit(j.Cat.T(cle, args...) + "\n")
}

// Reglages are the settings of the next games.
type Reglages struct {
	// Parametres are the course's parameters: size, colours, rounds, tries.
	Parametres partie.Parametres
	// Modele names the preset the size came from ("classique", "original",
	// "super", or "perso" for a custom game).
	Modele string
	// Strategie is the name of the computer's strategy.
	Strategie string
	// Explique: after each of its proposals, the computer says what it
	// learned (its rounds and the demonstration).
	Explique bool
	// Fond is the terminal's background chosen in Réglages, FondClair or
	// FondSombre; "" until one is chosen, when MASTERMIND_THEME decides.
	Fond string
}

// The backgrounds Réglages offers, as config.yaml and MASTERMIND_THEME
// write them.
const (
	FondClair  = "light"
	FondSombre = "dark"
)

// Clair reports whether boards are drawn for a light background: the one
// chosen in Réglages, else the environment's (env, MASTERMIND_THEME).
func (r Reglages) Clair(env bool) bool {
	if r.Fond == "" {
		return env
	}
	return r.Fond == FondClair
}

// modele is a preset of the settings menu.
type modele struct {
	nom                    string
	pions, couleurs, essai int
}

// modeles are the presets: the course's classic game, the original board
// game (IN200), and Super Mastermind.
func modeles() []modele {
	return []modele{
		{"classique", 4, 6, 10},
		{"original", 4, 8, 10},
		{"super", 5, 8, 12},
	}
}

// ReglagesParDefaut are the course's settings: Classique (4 pegs, 6
// colours of the language's palette, 10 tries), 2 rounds, the base
// strategy.
func ReglagesParDefaut(cat *texte.Catalogue) Reglages {
	p, _ := cat.Palette(6)
	return Reglages{
		Parametres: partie.Parametres{Taille: code.Taille{Pions: 4, Couleurs: 6}, Palette: p, NbManches: 2, NbEssaisMax: 10},
		Modele:     "classique",
		Strategie:  "lexico",
	}
}

// Resume describes the settings in one line.
func (r Reglages) Resume(cat *texte.Catalogue) string {
	p := r.Parametres
	s := cat.T("reglages.resume", cat.Modele(r.Modele), p.Taille.Pions, p.Taille.Couleurs,
		cat.Nombre(p.NbEssaisMax, texte.NomEssai), cat.Nombre(p.NbManches, texte.NomManche), cat.StrategieCourte(r.Strategie))
	if p.Taille.SansRepetition {
		s += cat.T("reglages.sansrep")
	}
	return s
}

// entreeFond is the place of the terminal's background in the settings
// menu, shown when boards are drawn in colour.
const entreeFond = 4

// fond names the background the colours are drawn for.
func (j *Salle) fond() string {
	if j.Peintre.Clair {
		return j.Cat.T("reglages.fondclair")
	}
	return j.Cat.T("reglages.fondsombre")
}

// theme is the background drawn for, as config.yaml writes it.
func (j *Salle) theme() string {
	if j.Peintre.Clair {
		return FondClair
	}
	return FondSombre
}

// fondInverse names the background a toggle would choose.
func (j *Salle) fondInverse() string {
	if j.Peintre.Clair {
		return j.Cat.T("reglages.fondsombre")
	}
	return j.Cat.T("reglages.fondclair")
}

// menuFait is the menu whose chosen entry i leaves faits[i] where the
// invite writes a chosen line (invite.MenuFait), else Menu.
func (j *Salle) menuFait(ctx context.Context, titre string, options, faits []string) (int, error) {
	if m, ok := j.Invite.(invite.MenuFait); ok {
		return m.MenuFait(ctx, titre, options, faits)
	}
	return j.Invite.Menu(ctx, titre, options)
}

// Regle is the settings menu.
func (j *Salle) Regle(ctx context.Context) error {
	for {
		options := []string{
			j.Cat.T("reglages.taille", j.Cat.Modele(j.Reglages.Modele)),
			j.Cat.T("reglages.strategie", j.Cat.NomStrategie(j.Reglages.Strategie)),
			j.Cat.T("reglages.imprevisible", j.Cat.T(imprevu(j.Reglages.Strategie).court)),
			j.Cat.T("reglages.explique", j.Cat.OuiNon(j.Reglages.Explique)),
			j.Cat.T("reglages.retour"),
		}
		// A toggle's chosen line says the value it takes.
		faits := make([]string, len(options))
		faits[3] = j.Cat.T("reglages.explique", j.Cat.OuiNon(!j.Reglages.Explique))
		if j.Peintre.Couleur { // the background matters only to colours
			options = slices.Insert(options, entreeFond, j.Cat.T("reglages.fond", j.fond()))
			faits = slices.Insert(faits, entreeFond, j.Cat.T("reglages.fond", j.fondInverse()))
		}
		i, err := j.menuFait(ctx, j.Cat.T("reglages.titre", j.Reglages.Resume(j.Cat)), options, faits)
		if errors.Is(err, invite.ErrRetour) {
			return nil
		}
		if err != nil {
			return err
		}
		switch {
		case j.Peintre.Couleur && i == entreeFond:
			j.Peintre.Clair = !j.Peintre.Clair
			j.Reglages.Fond = j.theme()
			j.Ecrit("reglages.fondchoisi", j.fond())
		case i == 0:
			err = j.choisitModele(ctx)
		case i == 1:
			err = j.choisitStrategie(ctx)
		case i == 2:
			err = j.choisitImprevu(ctx)
		case i == 3:
			j.Reglages.Explique = !j.Reglages.Explique
		default:
			return nil
		}
		if err != nil && !errors.Is(err, invite.ErrRetour) {
			return err
		}
		j.gardeReglages()
	}
}

func (j *Salle) choisitModele(ctx context.Context) error {
	var options []string
	for _, m := range modeles() {
		options = append(options, j.Cat.T("modele.detail", j.Cat.Modele(m.nom), j.Cat.Nombre(m.pions, texte.NomPion),
			j.Cat.Nombre(m.couleurs, texte.NomCouleur), j.Cat.Nombre(m.essai, texte.NomEssai)))
	}
	options = append(options, j.Cat.T("modele.perso"))
	i, err := j.Invite.Menu(ctx, j.Cat.T("reglages.choixmodele"), options)
	if err != nil {
		return err
	}
	if i == len(modeles()) {
		err := j.personnalise(ctx)
		if errors.Is(err, invite.ErrRetour) {
			// Escape at a question of the custom size: back to the
			// sizes, one level up.
			return j.choisitModele(ctx)
		}
		return err
	}
	m := modeles()[i]
	p, err := j.Cat.Palette(m.couleurs)
	if err != nil {
		return err
	}
	j.Reglages.Parametres.Taille = code.Taille{Pions: m.pions, Couleurs: m.couleurs}
	j.Reglages.Parametres.Palette = p
	j.Reglages.Parametres.NbEssaisMax = m.essai
	// A preset is the whole game it names: its rounds too, not those a
	// custom game chose before.
	j.Reglages.Parametres.NbManches = ReglagesParDefaut(j.Cat).Parametres.NbManches
	j.Reglages.Modele = m.nom
	return nil
}

func (j *Salle) choisitStrategie(ctx context.Context) error {
	noms := j.Strategies.Noms()
	options := make([]string, len(noms), len(noms)+1)
	for i, s := range noms {
		options[i] = j.Strategies.Description(j.Cat, s)
	}
	options = append(options, j.Cat.T("reglages.programme"))
	i, err := j.Invite.Menu(ctx, j.Cat.T("reglages.choixstrategie"), options)
	if err != nil {
		return err
	}
	if i == len(noms) {
		return j.ChoisitProgramme(ctx)
	}
	// A strategy that cannot play this size (the optimal one beyond its
	// limits) is refused now rather than at the next game.
	if e, err := j.Espace(j.Reglages.Parametres.Taille); err == nil {
		if _, err := j.Construit(ctx, noms[i], e); err != nil {
			if ctx.Err() != nil {
				return err
			}
			j.Ecrit("jeu.impossible", j.Cat.Erreur(err))
			return nil
		}
	}
	j.Reglages.Strategie = noms[i]
	return nil
}

// imprevu1 is one of §3.6's ways to make the computer unpredictable: a
// strategy that draws from the round's seed (the first: the base
// strategy), with its menu entry and its short name.
type imprevu1 struct {
	long, court texte.Cle
	strategie   string
}

func imprevus() []imprevu1 {
	return []imprevu1{
		{"imprevu.non", "imprevu.court.non", "lexico"},
		{"imprevu.depart", "imprevu.court.depart", "lexico-random"},
		{"imprevu.ordre", "imprevu.court.ordre", "lexico-alea"},
	}
}

// imprevu is the unpredictable setting a strategy stands for.
func imprevu(strategie string) imprevu1 {
	for _, i := range imprevus()[1:] {
		if i.strategie == strategie {
			return i
		}
	}
	return imprevus()[0]
}

func (j *Salle) choisitImprevu(ctx context.Context) error {
	options := make([]string, len(imprevus()))
	for i, im := range imprevus() {
		options[i] = j.Cat.T(im.long)
	}
	i, err := j.Invite.Menu(ctx, j.Cat.T("reglages.choiximprevu"), options)
	if err != nil {
		return err
	}
	j.Reglages.Strategie = imprevus()[i].strategie
	return nil
}

// personnalise asks every parameter of a custom game, each refused on the
// spot with its reason until it is valid (the course's saisirEntierPositif,
// saisirEntierPairPositif and saisirCouleurs).
func (j *Salle) personnalise(ctx context.Context) error {
	p := j.Reglages.Parametres
	var err error
	if p.Taille.Pions, err = j.entier(ctx, "perso.pions", p.Taille.Pions, 1, code.MaxPions, nil); err != nil {
		return err
	}
	limite := func(n int) error {
		t := code.Taille{Pions: p.Taille.Pions, Couleurs: n}
		if errors.Is(t.VerifieEspace(), code.ErrTropGrand) {
			return errors.New(j.Cat.TropDeCodes(t, code.MaxEspace))
		}
		return nil
	}
	plus := couleursPermises(p.Taille.Pions)
	if p.Taille.Couleurs, err = j.entier(ctx, "perso.couleurs", min(p.Taille.Couleurs, plus), 1, plus, limite); err != nil {
		return err
	}
	if p.Taille.SansRepetition, err = j.repetition(ctx, p.Taille); err != nil {
		return err
	}
	if p.Palette, err = j.noms(ctx, p.Taille.Couleurs); err != nil {
		return err
	}
	pair := func(n int) error {
		if n%2 != 0 {
			return j.Cat.Motive(partie.ErrManches)
		}
		return nil
	}
	if p.NbManches, err = j.entier(ctx, "perso.manches", p.NbManches, 2, 100, pair); err != nil {
		return err
	}
	if p.NbEssaisMax, err = j.entier(ctx, "perso.essais", p.NbEssaisMax, 1, 100, nil); err != nil {
		return err
	}
	if err := p.Verifie(); err != nil {
		return err
	}
	j.Reglages.Parametres = p
	j.Reglages.Modele = "perso"
	return nil
}

// entier asks for a whole number between lo and hi; Enter keeps defaut;
// autre, when not nil, adds a rule.
func (j *Salle) entier(ctx context.Context, cle texte.Cle, defaut, lo, hi int, autre func(int) error) (int, error) {
	lit := func(s string) (int, error) {
		s = strings.TrimSpace(s)
		if s == "" {
			return defaut, nil
		}
		n, err := strconv.Atoi(s)
		if err == nil && n > hi && autre != nil {
			// Past the range for a reason autre words (too many codes).
			if err := autre(n); err != nil {
				return 0, err
			}
		}
		if err != nil || n < lo || n > hi {
			return 0, errors.New(j.Cat.T("perso.entier", lo, hi))
		}
		if autre != nil {
			if err := autre(n); err != nil {
				return 0, err
			}
		}
		return n, nil
	}
	s, err := j.Invite.Saisit(ctx, j.Cat.T(cle, lo, hi, defaut), func(s string) error { _, err := lit(s); return err })
	if err != nil {
		return 0, err
	}
	return lit(s)
}

// couleursPermises is the most colours a custom game of pions pegs may
// have: a name's initial each (couleur.MaxCouleurs), and few enough codes
// for the computer (code.Taille.VerifieEspace).
func couleursPermises(pions int) int {
	n := couleur.MaxCouleurs
	for n > 1 && (code.Taille{Pions: pions, Couleurs: n}).VerifieEspace() != nil {
		n--
	}
	return n
}

// repetition asks whether a secret may repeat colours; it returns
// SansRepetition.
func (j *Salle) repetition(ctx context.Context, t code.Taille) (bool, error) {
	lit := func(s string) (bool, error) {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "", "o", "oui", "y", "yes":
			return false, nil
		case "n", "non", "no":
			if t.Couleurs < t.Pions {
				return false, errors.New(j.Cat.T("err.pasassezdecouleurs", j.Cat.Nombre(t.Couleurs, texte.NomCouleur), j.Cat.Nombre(t.Pions, texte.NomPion)))
			}
			return true, nil
		}
		return false, errors.New(j.Cat.T("perso.ouinon"))
	}
	s, err := j.Invite.Saisit(ctx, j.Cat.T("perso.repetition"), func(s string) error { _, err := lit(s); return err })
	if err != nil {
		return false, err
	}
	return lit(s)
}

// noms asks the colour names, comma-separated; Enter keeps the language's
// default names when there are enough of them.
func (j *Salle) noms(ctx context.Context, n int) (couleur.Palette, error) {
	defaut, errDefaut := j.Cat.Palette(n)
	lit := func(s string) (couleur.Palette, error) {
		if strings.TrimSpace(s) == "" {
			if errDefaut != nil {
				return couleur.Palette{}, errors.New(j.Cat.T("perso.nomsrequis", n))
			}
			return defaut, nil
		}
		noms := strings.Split(s, ",")
		if len(noms) != n {
			return couleur.Palette{}, errors.New(j.Cat.T("perso.nombrenoms", j.Cat.Nombre(n, texte.NomNom), len(noms)))
		}
		p, err := couleur.Depuis(noms)
		if err != nil {
			return couleur.Palette{}, j.Cat.Motive(err)
		}
		return p, nil
	}
	var question string
	switch {
	case n == 1 && errDefaut == nil:
		question = j.Cat.T("perso.nomdefaut", texte.NomDeCouleur(defaut.Couleur(0)))
	case n == 1:
		question = j.Cat.T("perso.nom")
	case errDefaut == nil:
		question = j.Cat.T("perso.nomsdefaut", n, texte.NomsDeCouleurs(defaut))
	default:
		question = j.Cat.T("perso.noms", n)
	}
	s, err := j.Invite.Saisit(ctx, question, func(s string) error { _, err := lit(s); return err })
	if err != nil {
		return couleur.Palette{}, err
	}
	return lit(s)
}

// String is for debugging.
func (m modele) String() string {
	return fmt.Sprintf("%s %d×%d×%d", m.nom, m.pions, m.couleurs, m.essai)
}
