package saves

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// fichier is the YAML form of a Sauvegarde: words and numbers a person can
// read, colours as their letters, rows as "RRRR 1 0". The order of the
// fields is the order of the file, version first.
type fichier struct {
	Version    int               `yaml:"version"`
	Cree       time.Time         `yaml:"created"`
	Jouee      time.Time         `yaml:"played"`
	Mode       Mode              `yaml:"mode"`
	Parametres fichierParametres `yaml:"parameters"`
	Partie     *fichierPartie    `yaml:"game,omitempty"`
	Manche     fichierManche     `yaml:"round"`
}

type fichierParametres struct {
	Pions          int      `yaml:"pegs"`
	Couleurs       []string `yaml:"colors,flow"`
	Lettres        string   `yaml:"letters"`
	SansRepetition bool     `yaml:"no_repeat"`
	Manches        int      `yaml:"rounds"`
	EssaisMax      int      `yaml:"max_tries"`
}

type fichierPartie struct {
	Manche      int `yaml:"round"`
	ScoreJoueur int `yaml:"score_human"`
	ScoreOrdi   int `yaml:"score_computer"`
	Annulations int `yaml:"undos"`
}

type fichierManche struct {
	Codeur      Joueur   `yaml:"coder"`
	Decodeur    Joueur   `yaml:"decoder"`
	Strategie   string   `yaml:"strategy,omitempty"`
	Graine      uint64   `yaml:"seed"`
	Secret      string   `yaml:"secret,omitempty"`
	Lignes      []string `yaml:"rows"`
	ARefaire    []string `yaml:"redo,omitempty"`
	Annulations int      `yaml:"undos"`
}

// encode writes f as YAML, indented by two spaces.
func encode(f fichier) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// decode reads a YAML file strictly: an unknown field, a value of the
// wrong type, a second document or an empty file are errors (*ErreurFormat).
func decode(data []byte) (fichier, error) {
	var f fichier
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		if errors.Is(err, io.EOF) {
			return fichier{}, &ErreurFormat{Err: ErrVide}
		}
		return fichier{}, format(err)
	}
	var autre yaml.Node
	if err := dec.Decode(&autre); !errors.Is(err, io.EOF) {
		return fichier{}, &ErreurFormat{Err: ErrSyntaxe, Detail: "more than one document"}
	}
	return f, nil
}

var (
	reLigne   = regexp.MustCompile(`line (\d+)`)
	reInconnu = regexp.MustCompile(`field (\S+) not found`)
)

// format sorts yaml.v3's error into a kind and the line it names.
func format(err error) *ErreurFormat {
	msg := err.Error()
	e := &ErreurFormat{Err: ErrSyntaxe, Detail: strings.TrimPrefix(msg, "yaml: ")}
	if m := reLigne.FindStringSubmatch(msg); m != nil {
		e.Ligne, _ = strconv.Atoi(m[1])
	}
	switch m := reInconnu.FindStringSubmatch(msg); {
	case m != nil:
		e.Err, e.Detail = ErrChampInconnu, m[1]
	case strings.Contains(msg, "cannot unmarshal"):
		e.Err = ErrType
	}
	return e
}
