package reglages

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// VersionConfig is the format of the settings file.
const VersionConfig = 1

// maxConfig is the most bytes a settings file may hold.
const maxConfig = 64 << 10

// Config is the file that keeps the settings chosen in Réglages between
// runs: YAML, its format version first, read strictly, written
// atomically after every change. A file that does not read is said once,
// left as it is, and the defaults are used; at the first change of
// settings it is moved aside whole, under a name that says so
// ("config.yaml.refused-20261126-004512"), said once, and the choices are
// kept in a new file: it is never overwritten, and choices are never lost
// for its sake.
type Config struct {
	Chemin string
	// cible is the file Chemin names, its links followed: a settings file
	// kept elsewhere and linked here (dotfiles) is read and written in
	// place, and the link stays.
	cible string
	// Abime is why the file did not read when the program started; nil
	// when it read or did not exist.
	Abime error
	// dit: a failed write was said.
	dit bool
	// Ecarte is where the file that did not read was moved aside, at the
	// first change of settings; "" until then.
	Ecarte string
}

// CheminConfig is the settings file: config.yaml in the program's settings
// folder, by the system's convention (disque.DossierProgramme): on Linux
// mastermind/config.yaml in $XDG_CONFIG_HOME, else in ~/.config.
func CheminConfig(getenv func(string) string) (string, error) {
	d, err := disque.DossierProgramme(getenv, disque.Config)
	if err != nil {
		return "", fmt.Errorf("settings folder: %w", err)
	}
	return filepath.Join(d, "config.yaml"), nil
}

// fichierConfig is the YAML form of Reglages. The colours' names are
// written for a custom size whose names the player typed only: a
// preset's, and a custom size's default names, follow the language.
type fichierConfig struct {
	Version   int      `yaml:"version"`
	Modele    string   `yaml:"preset"`
	Pions     int      `yaml:"pegs"`
	Couleurs  int      `yaml:"colors"`
	Noms      []string `yaml:"color_names,flow,omitempty"`
	SansRep   bool     `yaml:"no_repeat"`
	Manches   int      `yaml:"rounds"`
	EssaisMax int      `yaml:"max_tries"`
	Strategie string   `yaml:"strategy"`
	Explique  bool     `yaml:"explain"`
	// Fond is written once a background is chosen in Réglages.
	Fond string `yaml:"background,omitempty"`
}

// Errors of a settings file that reads as YAML but not as settings.
var (
	// ErrModele: the preset is not one of the settings menu.
	ErrModele = errors.New("unknown preset")
	// ErrTailleModele: the size is not the preset's.
	ErrTailleModele = errors.New("size differs from the preset's")
	// ErrStrategieVide: no strategy is named.
	ErrStrategieVide = errors.New("no strategy")
	// ErrNomsCouleurs: a custom size names more or fewer colours than it
	// has.
	ErrNomsCouleurs = errors.New("as many colour names as colours")
	// ErrFond: the background is neither light nor dark.
	ErrFond = errors.New("the background is light or dark")
)

// ChargeConfig reads the settings file chemin. No file gives the
// defaults; a file that does not read gives the defaults and Config.Abime.
func ChargeConfig(chemin string, cat *texte.Catalogue) (*Config, Reglages) {
	c := &Config{Chemin: chemin, cible: chemin}
	if cible, err := filepath.EvalSymlinks(chemin); err == nil {
		// A dangling link keeps its own path: it reads as a link, is
		// said, and is never written over.
		c.cible = cible
	}
	defaut := ReglagesParDefaut(cat)
	data, err := disque.Lit(c.cible, maxConfig)
	if errors.Is(err, fs.ErrNotExist) {
		return c, defaut
	}
	if err == nil {
		var r Reglages
		if r, err = lireConfig(data, cat); err == nil {
			return c, r
		}
	}
	c.Abime = err
	return c, defaut
}

// lireConfig decodes settings.
func lireConfig(data []byte, cat *texte.Catalogue) (Reglages, error) {
	// Another version is said as such, whatever fields it has.
	if v, ok := saves.VersionDe(data); ok && v != VersionConfig {
		return Reglages{}, &saves.ErreurVersion{Version: v, Lue: VersionConfig}
	}
	var f fichierConfig
	if err := saves.Decode(data, &f); err != nil {
		return Reglages{}, err
	}
	if f.Version != VersionConfig {
		return Reglages{}, &saves.ErreurVersion{Version: f.Version, Lue: VersionConfig}
	}
	r := Reglages{Modele: f.Modele, Strategie: f.Strategie, Explique: f.Explique, Fond: f.Fond}
	if f.Strategie == "" {
		return Reglages{}, &saves.ErreurContenu{Champ: "strategy", Err: ErrStrategieVide}
	}
	if f.Fond != "" && f.Fond != FondClair && f.Fond != FondSombre {
		return Reglages{}, &saves.ErreurContenu{Champ: "background", Err: ErrFond}
	}
	var err error
	if r.Parametres, err = parametresConfig(f, cat); err != nil {
		return Reglages{}, err
	}
	return r, nil
}

func parametresConfig(f fichierConfig, cat *texte.Catalogue) (partie.Parametres, error) {
	p := partie.Parametres{
		Taille:    code.Taille{Pions: f.Pions, Couleurs: f.Couleurs, SansRepetition: f.SansRep},
		NbManches: f.Manches, NbEssaisMax: f.EssaisMax,
	}
	var err error
	switch {
	case f.Modele == "perso" && f.Noms == nil:
		// The language's names, as many as the colours.
		if p.Palette, err = cat.Palette(f.Couleurs); err != nil {
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "color_names", Err: ErrNomsCouleurs}
		}
	case f.Modele == "perso":
		if p.Palette, err = paletteConfig(f.Noms); err != nil {
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "color_names", Err: err}
		}
		if p.Palette.Len() != f.Couleurs {
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "color_names", Err: ErrNomsCouleurs}
		}
		// A language's default names (the files written before the
		// names followed the language): this run's language's.
		p.Palette = cat.PaletteSuivie(p.Palette)
	default:
		m, ok := modeleNomme(f.Modele)
		switch {
		case !ok:
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "preset", Err: ErrModele}
		case m.pions != f.Pions || m.couleurs != f.Couleurs || m.essai != f.EssaisMax || f.SansRep || f.Noms != nil:
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "preset", Err: ErrTailleModele}
		}
		if p.Palette, err = cat.Palette(f.Couleurs); err != nil {
			return partie.Parametres{}, &saves.ErreurContenu{Champ: "colors", Err: err}
		}
	}
	if err := p.Verifie(); err != nil {
		return partie.Parametres{}, &saves.ErreurContenu{Champ: "parameters", Err: err}
	}
	return p, nil
}

// paletteConfig reads the colour names of a custom size as octetsConfig
// writes them: a name whose letter is not its initial carries it in
// brackets ("Black (K)", whose B is Blue's), as the menu shows it.
func paletteConfig(noms []string) (couleur.Palette, error) {
	if len(noms) == 0 {
		return couleur.Depuis(noms)
	}
	lettres := make([]rune, len(noms))
	propres := make([]string, len(noms))
	for i, n := range noms {
		n = strings.TrimSpace(n)
		propres[i] = n
		if avant, l, ok := lettreEntreParentheses(n); ok {
			propres[i], lettres[i] = avant, l
			continue
		}
		lettres[i], _ = utf8.DecodeRuneInString(n)
	}
	return couleur.AvecLettres(propres, string(lettres))
}

// lettreEntreParentheses splits "Black (K)" into "Black" and K.
func lettreEntreParentheses(nom string) (string, rune, bool) {
	avant, apres, ok := strings.Cut(nom, " (")
	if !ok || !strings.HasSuffix(apres, ")") {
		return "", 0, false
	}
	l := []rune(strings.TrimSuffix(apres, ")"))
	if len(l) != 1 || !unicode.IsLetter(l[0]) || strings.TrimSpace(avant) == "" {
		return "", 0, false
	}
	return strings.TrimSpace(avant), unicode.ToUpper(l[0]), true
}

func modeleNomme(nom string) (modele, bool) {
	for _, m := range modeles() {
		if m.nom == nom {
			return m, true
		}
	}
	return modele{}, false
}

// octetsConfig encodes settings.
func octetsConfig(r Reglages) ([]byte, error) {
	p := r.Parametres
	f := fichierConfig{
		Version: VersionConfig, Modele: r.Modele,
		Pions: p.Taille.Pions, Couleurs: p.Taille.Couleurs, SansRep: p.Taille.SansRepetition,
		Manches: p.NbManches, EssaisMax: p.NbEssaisMax, Strategie: r.Strategie, Explique: r.Explique,
		Fond: r.Fond,
	}
	if r.Modele == "perso" && !texte.ParDefaut(p.Palette) {
		f.Noms = make([]string, p.Palette.Len())
		for i := range f.Noms {
			f.Noms[i] = texte.NomDeCouleur(p.Palette.Couleur(i))
		}
	}
	return yaml.Marshal(f)
}

// Garde writes the settings r, atomically. A file that did not read when
// the program started is never overwritten: nothing is written.
//
// Résultat: nil, or a *disque.ErreurEcriture.
func (c *Config) Garde(r Reglages) error {
	if c == nil {
		return nil
	}
	data, err := octetsConfig(r)
	if err != nil {
		return err
	}
	cible := c.cible
	if cible == "" {
		cible = c.Chemin
	}
	if c.Abime != nil {
		if err := c.metDeCote(cible); err != nil {
			return err
		}
	}
	// The file keeps its permissions (a linked file of 0600 stays so).
	perm := fs.FileMode(0o644)
	if info, err := os.Stat(cible); err == nil && info.Mode().IsRegular() {
		perm = info.Mode().Perm()
	}
	e := disque.Ecriture{Moi: disque.Moi()}
	return e.Ecrit(filepath.Dir(cible), filepath.Base(cible), data, perm)
}

// metDeCote moves the file that did not read, cible, aside whole, next
// to it, under a name that says it was refused and when.
func (c *Config) metDeCote(cible string) error {
	base := cible + ".refused-" + time.Now().UTC().Format("20060102-150405")
	for i := 1; ; i++ {
		nom := base
		if i > 1 {
			nom = fmt.Sprintf("%s-%d", base, i)
		}
		if _, err := os.Lstat(nom); err == nil {
			continue
		}
		if err := os.Rename(cible, nom); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return disque.Echec(filepath.Dir(cible), err)
		}
		c.Abime, c.Ecarte = nil, nom
		return nil
	}
}

// DitAbime says, once, that the settings file does not read.
func (j *Salle) DitAbime() {
	if c := j.Config; c != nil && c.Abime != nil {
		j.Ecrit("config.abimee", c.Chemin, j.raisonConfig(c.Abime))
	}
}

// raisonConfig says why the settings file does not read.
func (j *Salle) raisonConfig(err error) string {
	switch {
	case errors.Is(err, ErrModele):
		return j.Cat.T("config.modele")
	case errors.Is(err, ErrTailleModele):
		return j.Cat.T("config.taillemodele")
	case errors.Is(err, ErrStrategieVide):
		return j.Cat.T("config.strategie")
	case errors.Is(err, ErrNomsCouleurs):
		return j.Cat.T("config.noms")
	case errors.Is(err, ErrFond):
		return j.Cat.T("config.fond")
	}
	var contenu *saves.ErreurContenu
	if errors.As(err, &contenu) {
		return j.Cat.Erreur(contenu.Err)
	}
	if errors.Is(err, disque.ErrTropGros) {
		// The settings' limit, not a save's.
		return j.Cat.T("err.tropgrosconfig", maxConfig>>10)
	}
	return j.Cat.Raison(err)
}

// gardeReglages keeps the settings for the next runs; a failure is said
// once.
func (j *Salle) gardeReglages() {
	c := j.Config
	if c == nil {
		return
	}
	refuse := c.Abime != nil
	if err := c.Garde(*j.Reglages); err != nil && !c.dit {
		c.dit = true
		j.Ecrit("config.echec", j.Cat.Ecriture(err, "err.conseil.config"))
	}
	if refuse && c.Abime == nil {
		j.Ecrit("config.ecarte", c.Ecarte, c.Chemin)
	}
}
