package historique

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
)

// Version is the newest format of the lines, read along with the older
// ones; a line of a larger one comes from a newer program and is
// skipped. A line is written in the oldest format that holds it: version
// 1 without the round's game, 2 with it (game, round, rounds), 3 with its
// key or how it ended (id, end, revealed), so that older programs still
// read the rounds they can.
const Version = 3

// versionPartie is the format of the lines with their game, without key.
const versionPartie = 2

// versionSansPartie is the format of the lines without their game.
const versionSansPartie = 1

// codeurHumain is the coder field of a round the person coded.
const codeurHumain = "human"

// MaxLigne is the most bytes a line may take, its end included.
const MaxLigne = 64 << 10

// ligne is an entry as the file writes it, one JSON object per line,
// version first. Rows are written "RRBJ 1 2" in the entry's letters.
type ligne struct {
	Version        int       `json:"version"`
	Date           time.Time `json:"date"`
	Mode           string    `json:"mode"`
	Pions          int       `json:"pegs"`
	Couleurs       int       `json:"colors"`
	SansRepetition bool      `json:"no_repeat,omitempty"`
	Lettres        string    `json:"letters"`
	EssaisMax      int       `json:"max_tries"`
	Essais         int       `json:"tries"`
	Trouve         bool      `json:"found"`
	Score          int       `json:"score"`
	Secret         string    `json:"secret,omitempty"`
	Lignes         []string  `json:"rows"`
	// Codeur is "human" when the person coded and the computer decoded;
	// absent when the person decoded.
	Codeur string `json:"coder,omitempty"`
	// Partie, Manche and Manches (version 2) are, for a round of the
	// course's game, when the game began (RFC 3339) and the round's
	// place in it.
	Partie  string `json:"game,omitempty"`
	Manche  int    `json:"round,omitempty"`
	Manches int    `json:"rounds,omitempty"`
	// Id, Fin and Revele (version 3) are the game's id, why the round
	// ended, and the secret revealed against the answers.
	Id     string `json:"id,omitempty"`
	Fin    Fin    `json:"end,omitempty"`
	Revele string `json:"revealed,omitempty"`
}

// encode writes e as one line, its end included.
func encode(e Entree) ([]byte, error) {
	t := e.Taille
	if err := t.Verifie(); err != nil {
		return nil, err
	}
	if n := len([]rune(e.Lettres)); n != t.Couleurs {
		return nil, fmt.Errorf("%d letters for %d colours: %w", n, t.Couleurs, ErrContenu)
	}
	l := ligne{
		Version: versionSansPartie, Date: e.Date.UTC().Truncate(time.Second), Mode: e.Mode,
		Pions: t.Pions, Couleurs: t.Couleurs, SansRepetition: t.SansRepetition, Lettres: e.Lettres,
		EssaisMax: e.NbEssaisMax, Essais: len(e.Lignes), Trouve: e.Trouve, Score: e.Score,
		Lignes: []string{},
	}
	if e.HumainCodeur {
		l.Codeur = codeurHumain
	}
	if e.DansUnePartie() {
		l.Version = versionPartie
		l.Partie = e.Partie.UTC().Truncate(time.Second).Format(time.RFC3339)
		l.Manche, l.Manches = e.NumManche, e.NbManches
	}
	if e.Id != "" || e.Fin == FinErreur || e.Revele != nil {
		l.Version = Version
		l.Id, l.Fin = e.Id, e.Fin
	}
	lettres := []rune(e.Lettres)
	for _, r := range e.Lignes {
		if err := t.VerifieCode(r.Code); err != nil {
			return nil, err
		}
		l.Lignes = append(l.Lignes, fmt.Sprintf("%s %d %d", mot(r.Code, lettres), r.Reponse.Bien, r.Reponse.Mal))
	}
	if e.Secret != nil {
		if err := t.VerifieCode(*e.Secret); err != nil {
			return nil, err
		}
		l.Secret = mot(*e.Secret, lettres)
	}
	if e.Revele != nil {
		if err := t.VerifieCode(*e.Revele); err != nil {
			return nil, err
		}
		l.Revele = mot(*e.Revele, lettres)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		return nil, err
	}
	if b.Len() > MaxLigne {
		return nil, fmt.Errorf("%d bytes, at most %d: %w", b.Len(), MaxLigne, ErrTropLongue)
	}
	return b.Bytes(), nil
}

func mot(c code.Code, lettres []rune) string {
	var b strings.Builder
	for i := range c.Len() {
		b.WriteRune(lettres[c.At(i)])
	}
	return b.String()
}

// decode reads one line (without its end) strictly.
func decode(data []byte) (Entree, error) {
	var v struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return Entree{}, fmt.Errorf("%w: %w", ErrContenu, err)
	}
	if v.Version > Version {
		return Entree{}, fmt.Errorf("version %d, at most %d: %w", v.Version, Version, ErrVersion)
	}
	if v.Version < versionSansPartie {
		return Entree{}, fmt.Errorf("version %d: %w", v.Version, ErrContenu)
	}
	var l ligne
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return Entree{}, fmt.Errorf("%w: %w", ErrContenu, err)
	}
	if dec.More() {
		return Entree{}, fmt.Errorf("%w: more than one object", ErrContenu)
	}
	return depuis(l)
}

// depuis checks line l and returns its entry.
func depuis(l ligne) (Entree, error) {
	if err := verifieTextes(l); err != nil {
		return Entree{}, err
	}
	t := code.Taille{Pions: l.Pions, Couleurs: l.Couleurs, SansRepetition: l.SansRepetition}
	// A size the game can play (its results compare it with the
	// strategies', computed over every code).
	if err := t.VerifieEspace(); err != nil {
		return Entree{}, fmt.Errorf("%w: %w", ErrContenu, err)
	}
	lettres := []rune(l.Lettres)
	switch {
	case l.EssaisMax < 1 || l.EssaisMax > partie.MaxEssais:
		return Entree{}, fmt.Errorf("%w: %d tries allowed, from 1 to %d", ErrContenu, l.EssaisMax, partie.MaxEssais)
	case len(l.Lignes) > l.EssaisMax:
		return Entree{}, fmt.Errorf("%w: %d rows for %d tries allowed", ErrContenu, len(l.Lignes), l.EssaisMax)
	case l.Score < 0 || l.Score > partie.MaxScore:
		return Entree{}, fmt.Errorf("%w: score %d, from 0 to %d", ErrContenu, l.Score, partie.MaxScore)
	case l.Date.IsZero():
		return Entree{}, fmt.Errorf("%w: no date", ErrContenu)
	case l.Mode == "":
		return Entree{}, fmt.Errorf("%w: no mode", ErrContenu)
	case len(lettres) != t.Couleurs:
		return Entree{}, fmt.Errorf("%w: %d letters for %d colours", ErrContenu, len(lettres), t.Couleurs)
	case l.Codeur != "" && l.Codeur != codeurHumain:
		return Entree{}, fmt.Errorf("%w: coder %q", ErrContenu, l.Codeur)
	case l.Essais != len(l.Lignes):
		return Entree{}, fmt.Errorf("%w: %d tries for %d rows", ErrContenu, l.Essais, len(l.Lignes))
	}
	e := Entree{
		Date: l.Date, Mode: l.Mode, Taille: t, Lettres: l.Lettres,
		NbEssaisMax: l.EssaisMax, Trouve: l.Trouve, Score: l.Score,
		HumainCodeur: l.Codeur == codeurHumain,
	}
	if err := lisPartie(l, &e); err != nil {
		return Entree{}, fmt.Errorf("%w: %w", ErrContenu, err)
	}
	if err := lisFin(l, &e); err != nil {
		return Entree{}, fmt.Errorf("%w: %w", ErrContenu, err)
	}
	for i, s := range l.Lignes {
		r, err := lisRangee(s, lettres, t)
		if err != nil {
			return Entree{}, fmt.Errorf("%w: row %d: %w", ErrContenu, i+1, err)
		}
		e.Lignes = append(e.Lignes, r)
	}
	if l.Revele != "" {
		c, err := lisCode(l.Revele, lettres, t)
		if err != nil {
			return Entree{}, fmt.Errorf("%w: revealed: %w", ErrContenu, err)
		}
		e.Revele = &c
	}
	if l.Secret != "" {
		c, err := lisCode(l.Secret, lettres, t)
		if err != nil {
			return Entree{}, fmt.Errorf("%w: secret: %w", ErrContenu, err)
		}
		e.Secret = &c
		for i, r := range e.Lignes {
			if vraie := code.Evalue(c, r.Code); vraie != r.Reponse {
				return Entree{}, fmt.Errorf("%w: row %d: answer %v, the secret gives %v", ErrContenu, i+1, r.Reponse, vraie)
			}
		}
	}
	if err := verifieCoherence(e); err != nil {
		return Entree{}, err
	}
	return e, nil
}

// lisPartie reads the round's game into e: in version 2 all three of
// game, round and rounds, or none; in version 1 none.
func lisPartie(l ligne, e *Entree) error {
	if l.Partie == "" && l.Manche == 0 && l.Manches == 0 {
		return nil
	}
	switch {
	case l.Version < versionPartie:
		return fmt.Errorf("a game in a line of version %d", l.Version)
	case saves.Mode(l.Mode) != saves.ModePartie:
		return fmt.Errorf("a game of rounds in mode %q", l.Mode)
	case l.Manches < 2 || l.Manches > partie.MaxManches:
		return fmt.Errorf("%d rounds, from 2 to %d", l.Manches, partie.MaxManches)
	case l.Manche < 1 || l.Manche > l.Manches:
		return fmt.Errorf("round %d of %d", l.Manche, l.Manches)
	}
	debut, err := time.Parse(time.RFC3339, l.Partie)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	e.Partie, e.NumManche, e.NbManches = debut, l.Manche, l.Manches
	return nil
}

// lisFin reads the round's key and end into e (version 3); an older line
// ends as its field found says.
func lisFin(l ligne, e *Entree) error {
	if l.Version < Version && (l.Id != "" || l.Fin != "" || l.Revele != "") {
		return fmt.Errorf("a key or an end in a line of version %d", l.Version)
	}
	switch l.Fin {
	case "":
	case FinTrouve, FinEssais, FinErreur:
		if (l.Fin == FinTrouve) != l.Trouve {
			return fmt.Errorf("end %q and found %v", l.Fin, l.Trouve)
		}
		e.Fin = l.Fin
	default:
		return fmt.Errorf("end %q", l.Fin)
	}
	if l.Revele != "" && l.Fin != FinErreur {
		return fmt.Errorf("a secret revealed in a round that ended %q", l.Fin)
	}
	e.Id, e.Fin = l.Id, l.Fin
	return nil
}

// lisRangee reads "RRBJ 1 2".
func lisRangee(s string, lettres []rune, t code.Taille) (plateau.Ligne, error) {
	champs := strings.Fields(s)
	if len(champs) != 3 {
		return plateau.Ligne{}, fmt.Errorf("%q is not a code and two counts", s)
	}
	c, err := lisCode(champs[0], lettres, t)
	if err != nil {
		return plateau.Ligne{}, err
	}
	var r code.Reponse
	if _, err := fmt.Sscanf(champs[1]+" "+champs[2], "%d %d", &r.Bien, &r.Mal); err != nil {
		return plateau.Ligne{}, fmt.Errorf("%q: %w", s, err)
	}
	if err := r.Verifie(t.Pions); err != nil {
		return plateau.Ligne{}, err
	}
	return plateau.Ligne{Code: c, Reponse: r}, nil
}

func lisCode(s string, lettres []rune, t code.Taille) (code.Code, error) {
	var couleurs []int
	for _, r := range s {
		i := strings.IndexRune(string(lettres), r)
		if i < 0 {
			return code.Code{}, fmt.Errorf("%q: letter %q: %w", s, r, code.ErrLettre)
		}
		couleurs = append(couleurs, len([]rune(string(lettres)[:i])))
	}
	if len(couleurs) != t.Pions || len(couleurs) > code.MaxPions {
		return code.Code{}, &code.ErreurLongueur{Attendu: t.Pions, Recu: len(couleurs)}
	}
	return code.Nouveau(couleurs...), nil
}
