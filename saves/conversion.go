package saves

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Errors of ErreurContenu that the package itself finds.
var (
	ErrMode          = errors.New("unknown mode")
	ErrRoles         = errors.New("these players cannot play this round")
	ErrStrategie     = errors.New("the computer decodes but no strategy is named")
	ErrSecret        = errors.New("the secret is missing or cannot be read")
	ErrSecretEnTrop  = errors.New("a secret is saved that no one but the human knows")
	ErrLigne         = errors.New(`a row is a code and two numbers, like "RBJV 1 2"`)
	ErrReponseFausse = errors.New("the answer is not the one the secret gives")
	ErrNegatif       = errors.New("a count is negative")
	// ErrTropGrand: a count or a score is past its bound
	// (manche.MaxAnnulations, partie.MaxScore), which no real game reaches.
	ErrTropGrand       = errors.New("a count is larger than any game reaches")
	ErrPartieEnTrop    = errors.New("only the course's game has a game state")
	ErrPartieManquante = errors.New("the course's game needs its game state")
	// ErrManquant: a field the game needs is missing (or empty): the file
	// was cut short, or is not a save.
	ErrManquant = errors.New("missing field")
	// ErrChampDeVersion: a field of the other format version.
	ErrChampDeVersion = errors.New("field of another format version")
	// ErrPosition: the current state is not one of the list's.
	ErrPosition = errors.New("position out of the list of moves")
	// ErrRevele: a secret revealed by a coder who is not the human, or
	// before the last move.
	ErrRevele = errors.New("revealed secret out of place")
)

// ErreurLettres is a palette whose colour names and letters are not as
// many: each colour has one name and one letter.
type ErreurLettres struct {
	Noms, Lettres int
}

func (e *ErreurLettres) Error() string {
	return fmt.Sprintf("%d colour names for %d letters", e.Noms, e.Lettres)
}

// ErreurLettreNom is a colour whose letter is not a letter of its name:
// a colour's letter is its name's initial, or another letter of it when
// two names share an initial (the English Black is K). The file's letters
// were changed by hand, or belong to other names.
type ErreurLettreNom struct {
	Nom    string
	Lettre rune
}

func (e *ErreurLettreNom) Error() string {
	return fmt.Sprintf("%c is not a letter of the colour name %q", e.Lettre, e.Nom)
}

// lettreDuNom reports whether letter l (upper case) is one of nom's
// letters, or the empty hole's.
func lettreDuNom(l rune, nom string) bool {
	return l == couleur.LettreVide || strings.ContainsRune(strings.ToUpper(nom), l)
}

// manquant is the first field the game needs that f lacks, "" when none:
// a file cut short keeps only its first fields, a file of "~" none.
func manquant(f fichier) string {
	for _, c := range []struct {
		nom    string
		absent bool
	}{
		{"version", f.Version == 0}, {"created", f.Cree.IsZero()}, {"played", f.Jouee.IsZero()},
		{"mode", f.Mode == ""}, {"parameters.pegs", f.Parametres.Pions == 0},
		{"parameters.colors", len(f.Parametres.Couleurs) == 0}, {"parameters.letters", f.Parametres.Lettres == ""},
		{"parameters.rounds", f.Parametres.Manches == 0}, {"parameters.max_tries", f.Parametres.EssaisMax == 0},
		{"round.coder", f.Manche.Codeur == ""}, {"round.decoder", f.Manche.Decodeur == ""},
	} {
		if c.absent {
			return c.nom
		}
	}
	return ""
}

// versFichier writes s in the file's words, times to the second.
func versFichier(s Sauvegarde) fichier {
	p := s.Parametres
	f := fichier{
		Version: Version,
		Id:      s.Id,
		Cree:    s.Cree.UTC().Truncate(time.Second),
		Jouee:   s.Jouee.UTC().Truncate(time.Second),
		Mode:    s.Mode,
		Parametres: fichierParametres{
			Pions: p.Taille.Pions, Couleurs: p.Palette.Noms(), Lettres: p.Palette.Lettres(),
			SansRepetition: p.Taille.SansRepetition, Manches: p.NbManches, EssaisMax: p.NbEssaisMax,
		},
	}
	if s.Mode == ModePartie {
		f.Partie = &fichierPartie{Manche: s.Partie.NumManche, ScoreJoueur: s.Partie.ScoreJoueur, ScoreOrdi: s.Partie.ScoreOrdi, Annulations: s.Partie.Annulations}
	}
	m := s.Manche
	f.Manche = fichierManche{
		Codeur: m.Codeur, Decodeur: m.Decodeur, Strategie: m.Strategie, Graine: m.Graine,
		Position: len(m.Lignes), Annulations: m.Annulations,
	}
	// The list of states: every row, the ones to redo after the position.
	coups := append([]plateau.Ligne(nil), m.Lignes...)
	for i := len(m.ARefaire) - 1; i >= 0; i-- {
		coups = append(coups, m.ARefaire[i])
	}
	f.Manche.Coups = lignesVersTexte(coups, p.Palette)
	if m.Revele != nil {
		f.Manche.Revele = m.Revele.Mot(p.Palette)
	}
	if m.Secret != nil {
		f.Manche.Secret = cache(m.Secret.Mot(p.Palette), m.Graine)
	}
	return f
}

func lignesVersTexte(lignes []plateau.Ligne, p couleur.Palette) []string {
	var s []string
	for _, l := range lignes {
		s = append(s, fmt.Sprintf("%s %d %d", l.Code.Mot(p), l.Reponse.Bien, l.Reponse.Mal))
	}
	return s
}

// depuisFichier checks everything the file says and returns the game.
func depuisFichier(f fichier) (Sauvegarde, error) {
	if champ := manquant(f); champ != "" {
		return Sauvegarde{}, &ErreurContenu{Champ: champ, Err: ErrManquant}
	}
	if f.Version != Version && f.Version != VersionLignes {
		return Sauvegarde{}, &ErreurVersion{Version: f.Version, Lue: Version}
	}
	if err := champsDeLaVersion(f); err != nil {
		return Sauvegarde{}, err
	}
	s := Sauvegarde{Id: f.Id, Cree: f.Cree, Jouee: f.Jouee, Mode: f.Mode}
	if f.Mode != ModePartie && f.Mode != ModeSolo && f.Mode != ModeDuo {
		return Sauvegarde{}, &ErreurContenu{Champ: "mode", Err: fmt.Errorf("%q: %w", f.Mode, ErrMode)}
	}
	var err error
	if s.Parametres, err = parametres(f.Parametres); err != nil {
		return Sauvegarde{}, err
	}
	if s.Partie, err = etatPartie(f, s.Parametres); err != nil {
		return Sauvegarde{}, err
	}
	if s.Manche, err = mancheDepuis(f, s.Parametres, s.Partie); err != nil {
		return Sauvegarde{}, err
	}
	return s, nil
}

// champsDeLaVersion refuses a field of the other format: format 1 has
// rows and redo, format 2 the id, moves, position and the revealed secret.
func champsDeLaVersion(f fichier) error {
	m := f.Manche
	if f.Version == VersionLignes {
		for _, c := range []struct {
			nom     string
			present bool
		}{{"id", f.Id != ""}, {"round.moves", m.Coups != nil}, {"round.position", m.Position != 0}, {"round.revealed", m.Revele != ""}} {
			if c.present {
				return &ErreurContenu{Champ: c.nom, Err: ErrChampDeVersion}
			}
		}
		return nil
	}
	for _, c := range []struct {
		nom     string
		present bool
	}{{"round.rows", m.Lignes != nil}, {"round.redo", m.ARefaire != nil}} {
		if c.present {
			return &ErreurContenu{Champ: c.nom, Err: ErrChampDeVersion}
		}
	}
	return nil
}

func parametres(f fichierParametres) (partie.Parametres, error) {
	if n := len([]rune(f.Lettres)); n != len(f.Couleurs) {
		return partie.Parametres{}, &ErreurContenu{Champ: "parameters.letters", Err: &ErreurLettres{Noms: len(f.Couleurs), Lettres: n}}
	}
	pal, err := couleur.AvecLettres(f.Couleurs, f.Lettres)
	if err != nil {
		return partie.Parametres{}, &ErreurContenu{Champ: "parameters.colors", Err: err}
	}
	for i := range pal.Len() {
		if k := pal.Couleur(i); !lettreDuNom(k.Lettre, k.Nom) {
			return partie.Parametres{}, &ErreurContenu{Champ: "parameters.letters", Err: &ErreurLettreNom{Nom: k.Nom, Lettre: k.Lettre}}
		}
	}
	p := partie.Parametres{
		Taille:  code.Taille{Pions: f.Pions, Couleurs: pal.Len(), SansRepetition: f.SansRepetition},
		Palette: pal, NbManches: f.Manches, NbEssaisMax: f.EssaisMax,
	}
	if err := p.Verifie(); err != nil {
		return partie.Parametres{}, &ErreurContenu{Champ: "parameters", Err: err}
	}
	return p, nil
}

func etatPartie(f fichier, p partie.Parametres) (partie.Etat, error) {
	switch {
	case f.Mode != ModePartie && f.Partie != nil:
		return partie.Etat{}, &ErreurContenu{Champ: "game", Err: ErrPartieEnTrop}
	case f.Mode != ModePartie:
		return partie.Etat{}, nil
	case f.Partie == nil:
		return partie.Etat{}, &ErreurContenu{Champ: "game", Err: ErrPartieManquante}
	}
	e := partie.Etat{NumManche: f.Partie.Manche, ScoreJoueur: f.Partie.ScoreJoueur, ScoreOrdi: f.Partie.ScoreOrdi, Annulations: f.Partie.Annulations}
	for _, c := range []struct {
		champ    string
		n, borne int
	}{
		{"game.score_human", e.ScoreJoueur, partie.MaxScore},
		{"game.score_computer", e.ScoreOrdi, partie.MaxScore},
		{"game.undos", e.Annulations, manche.MaxAnnulations},
	} {
		if err := compte(c.champ, c.n, c.borne); err != nil {
			return partie.Etat{}, err
		}
	}
	g, err := partie.Reprend(p, e)
	if err != nil {
		return partie.Etat{}, &ErreurContenu{Champ: "game", Err: err}
	}
	if g.Termine() {
		return partie.Etat{}, &ErreurContenu{Champ: "game", Err: partie.ErrEtat}
	}
	return e, nil
}

// compte checks a count or a score read in the file: at least 0
// (ErrNegatif), at most borne (ErrTropGrand), so that the game never
// plays on to a count it would refuse, or to an overflow.
func compte(champ string, n, borne int) error {
	switch {
	case n < 0:
		return &ErreurContenu{Champ: champ, Err: ErrNegatif}
	case n > borne:
		return &ErreurContenu{Champ: champ, Err: fmt.Errorf("%d, at most %d: %w", n, borne, ErrTropGrand)}
	}
	return nil
}

// roles lists who may code and decode in each mode; in the course's game
// the human decodes odd rounds.
func roles(mode Mode, etat partie.Etat) (codeur, decodeur Joueur) {
	switch mode {
	case ModeSolo:
		return Ordinateur, Humain
	case ModeDuo:
		return Joueur1, Joueur2
	}
	if etat.NumManche%2 == 1 {
		return Ordinateur, Humain
	}
	return Humain, Ordinateur
}

func mancheDepuis(f fichier, p partie.Parametres, etat partie.Etat) (Manche, error) {
	fm := f.Manche
	m := Manche{Codeur: fm.Codeur, Decodeur: fm.Decodeur, Strategie: fm.Strategie, Graine: fm.Graine, Annulations: fm.Annulations}
	if c, d := roles(f.Mode, etat); c != fm.Codeur || d != fm.Decodeur {
		return Manche{}, &ErreurContenu{Champ: "round", Err: fmt.Errorf("%s codes, %s decodes: %w", fm.Codeur, fm.Decodeur, ErrRoles)}
	}
	if fm.Decodeur == Ordinateur && fm.Strategie == "" {
		return Manche{}, &ErreurContenu{Champ: "round.strategy", Err: ErrStrategie}
	}
	if err := compte("round.undos", fm.Annulations, manche.MaxAnnulations); err != nil {
		return Manche{}, err
	}
	var err error
	if m.Secret, err = secretDepuis(fm, p); err != nil {
		return Manche{}, err
	}
	pl, err := plateau.Nouveau(p.Taille, p.NbEssaisMax)
	if err != nil {
		return Manche{}, &ErreurContenu{Champ: "parameters", Err: err}
	}
	if f.Version == VersionLignes {
		if m.Lignes, err = lignesDepuis(fm.Lignes, "round.rows", p, pl); err != nil {
			return Manche{}, err
		}
		if m.ARefaire, err = lignesDepuis(fm.ARefaire, "round.redo", p, nil); err != nil {
			return Manche{}, err
		}
		return m, coherent(m.Secret, []lignesNommees{{"round.rows", m.Lignes}, {"round.redo", m.ARefaire}})
	}
	// Format 2: every move of the list is played in turn, those after
	// the position as redo would play them.
	coups, err := lignesDepuis(fm.Coups, "round.moves", p, pl)
	if err != nil {
		return Manche{}, err
	}
	if fm.Position < 0 || fm.Position > len(coups) {
		return Manche{}, &ErreurContenu{Champ: "round.position", Err: fmt.Errorf("%d of %d moves: %w", fm.Position, len(coups), ErrPosition)}
	}
	m.Lignes = coups[:fm.Position]
	for i := len(coups) - 1; i >= fm.Position; i-- {
		m.ARefaire = append(m.ARefaire, coups[i])
	}
	if fm.Revele != "" {
		if fm.Codeur != Humain || fm.Position != len(coups) {
			return Manche{}, &ErreurContenu{Champ: "round.revealed", Err: ErrRevele}
		}
		c, err := code.Lire(fm.Revele, p.Palette, p.Taille.Pions)
		if err != nil {
			return Manche{}, &ErreurContenu{Champ: "round.revealed", Err: err}
		}
		m.Revele = &c
	}
	return m, coherent(m.Secret, []lignesNommees{{"round.moves", coups}})
}

func secretDepuis(fm fichierManche, p partie.Parametres) (*code.Code, error) {
	tenu := fm.Codeur == Ordinateur || fm.Codeur == Joueur1
	switch {
	case !tenu && fm.Secret != "":
		return nil, &ErreurContenu{Champ: "round.secret", Err: ErrSecretEnTrop}
	case !tenu:
		return nil, nil
	}
	lettres, err := devoile(fm.Secret, fm.Graine)
	if err != nil || fm.Secret == "" {
		return nil, &ErreurContenu{Champ: "round.secret", Err: ErrSecret}
	}
	c, err := code.Lire(lettres, p.Palette, p.Taille.Pions)
	if err != nil || !p.Taille.Admissible(c) {
		return nil, &ErreurContenu{Champ: "round.secret", Err: ErrSecret}
	}
	return &c, nil
}

// lignesDepuis reads rows; when pl is not nil they are played on it, which
// checks the answers, the maximum number of tries and that no row follows
// a win.
func lignesDepuis(textes []string, champ string, p partie.Parametres, pl *plateau.Plateau) ([]plateau.Ligne, error) {
	var lignes []plateau.Ligne
	for i, s := range textes {
		l, err := ligne(s, p)
		if err == nil && pl != nil {
			err = pl.Ajoute(l.Code, l.Reponse)
		}
		if err == nil && pl == nil {
			err = l.Reponse.Verifie(p.Taille.Pions)
		}
		if err != nil {
			return nil, &ErreurContenu{Champ: champ, Rang: i + 1, Err: err}
		}
		lignes = append(lignes, l)
	}
	return lignes, nil
}

func ligne(s string, p partie.Parametres) (plateau.Ligne, error) {
	champs := strings.Fields(s)
	if len(champs) != 3 {
		return plateau.Ligne{}, ErrLigne
	}
	c, err := code.Lire(champs[0], p.Palette, p.Taille.Pions)
	if err != nil {
		return plateau.Ligne{}, err
	}
	b, err1 := strconv.Atoi(champs[1])
	m, err2 := strconv.Atoi(champs[2])
	if err1 != nil || err2 != nil {
		return plateau.Ligne{}, ErrLigne
	}
	return plateau.Ligne{Code: c, Reponse: code.Reponse{Bien: b, Mal: m}}, nil
}

// lignesNommees are rows and the field of the file they come from.
type lignesNommees struct {
	champ string
	l     []plateau.Ligne
}

// coherent checks the rows, played and to redo, against the secret when
// the program holds it: a row to redo would be played again as it is.
// When the secret is in a person's head, rows that no code agrees with are
// a state of the game, not damage: the person mis-scored a row and was
// asked for the secret; the resumed round asks again (manche.Incoherent).
func coherent(secret *code.Code, listes []lignesNommees) error {
	if secret == nil {
		return nil
	}
	for _, lignes := range listes {
		for i, l := range lignes.l {
			if code.Evalue(*secret, l.Code) != l.Reponse {
				return &ErreurContenu{Champ: lignes.champ, Rang: i + 1, Err: ErrReponseFausse}
			}
		}
	}
	return nil
}
