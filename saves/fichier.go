package saves

import (
	"bytes"
	"errors"
	"io"
	"reflect"
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
	Id         string            `yaml:"id,omitempty"`
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
	Codeur    Joueur `yaml:"coder"`
	Decodeur  Joueur `yaml:"decoder"`
	Strategie string `yaml:"strategy,omitempty"`
	Graine    uint64 `yaml:"seed"`
	Secret    string `yaml:"secret,omitempty"`
	// Lignes and ARefaire are format 1's: the rows played, the rows to
	// redo, the next one last.
	Lignes   []string `yaml:"rows,omitempty"`
	ARefaire []string `yaml:"redo,omitempty"`
	// Coups, Position and Revele are format 2's: the moves of the
	// round's list of states, the position of the current state, the
	// secret the human coder revealed (the last move, when made).
	Coups       []string `yaml:"moves,omitempty"`
	Position    int      `yaml:"position,omitempty"`
	Revele      string   `yaml:"revealed,omitempty"`
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

// VersionDe is the format version a YAML file declares in its field
// "version", read whatever else the file holds: a file of another version
// is said to be one even when its other fields are not this version's (a
// newer program's, or a file whose version was edited). ok is false when
// the file is not YAML or has no whole-number version.
func VersionDe(data []byte) (v int, ok bool) {
	var f struct {
		Version *int `yaml:"version"`
	}
	if err := yaml.Unmarshal(data, &f); err != nil || f.Version == nil {
		return 0, false
	}
	return *f.Version, true
}

// decode reads a save file strictly (see Decode).
func decode(data []byte) (fichier, error) {
	var f fichier
	if err := Decode(data, &f); err != nil {
		return fichier{}, err
	}
	return f, nil
}

// Decode reads a YAML document into v, a pointer to a struct, strictly:
// an unknown field, a value of the wrong type, a field twice, a second
// document or an empty file are errors. The program's other YAML files
// (the settings) read the same way.
//
// Résultat: nil, or an *ErreurFormat.
func Decode(data []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	err := dec.Decode(v)
	var typeErr *yaml.TypeError
	var dateErr *time.ParseError
	switch {
	case errors.Is(err, io.EOF):
		return &ErreurFormat{Err: ErrVide}
	case errors.As(err, &typeErr), errors.As(err, &dateErr):
		// A date that does not read comes as time's error, not YAML's.
		return localise(data, reflect.TypeOf(v))
	case err != nil:
		return syntaxe(err)
	}
	var autre yaml.Node
	if err := dec.Decode(&autre); !errors.Is(err, io.EOF) {
		return &ErreurFormat{Err: ErrSyntaxe, Detail: "more than one document"}
	}
	return nil
}

// localise finds what a *yaml.TypeError is about, whose only detail is
// text: the first field the file's format (type t) does not have, or the
// first value of the wrong type, with its line.
func localise(data []byte, t reflect.Type) *ErreurFormat {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil || len(doc.Content) == 0 {
		return &ErreurFormat{Err: ErrSyntaxe}
	}
	if e := localiseDans(doc.Content[0], t, ""); e != nil {
		return e
	}
	return &ErreurFormat{Err: ErrSyntaxe}
}

// localiseDans walks node n, read as a value of type t, the value of the
// field champ ("parameters.pegs").
func localiseDans(n *yaml.Node, t reflect.Type, champ string) *ErreurFormat {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t.Kind() == reflect.Struct && t != reflect.TypeFor[time.Time]() && n.Kind == yaml.MappingNode:
		vus := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			cle, valeur := n.Content[i], n.Content[i+1]
			type_, ok := champYAML(t, cle.Value)
			switch {
			case !ok:
				return &ErreurFormat{Err: ErrChampInconnu, Ligne: cle.Line, Detail: cle.Value}
			case vus[cle.Value]:
				return &ErreurFormat{Err: ErrSyntaxe, Ligne: cle.Line, Detail: "field " + cle.Value + " twice"}
			}
			vus[cle.Value] = true
			nom := cle.Value
			if champ != "" {
				nom = champ + "." + nom
			}
			if e := localiseDans(valeur, type_, nom); e != nil {
				return e
			}
		}
		return nil
	case t.Kind() == reflect.Slice && n.Kind == yaml.SequenceNode:
		for _, el := range n.Content {
			if e := localiseDans(el, t.Elem(), champ); e != nil {
				return e
			}
		}
		return nil
	}
	if err := n.Decode(reflect.New(t).Interface()); err != nil {
		return &ErreurFormat{Err: ErrType, Ligne: n.Line, Detail: n.Value, Champ: champ}
	}
	return nil
}

// champYAML is the type of the field of struct t named nom in the file.
func champYAML(t reflect.Type, nom string) (reflect.Type, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if n, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); n == nom {
			return f.Type, true
		}
	}
	return nil, false
}

// reLigne finds the line in the text of a yaml.v3 syntax error.
var reLigne = regexp.MustCompile(`^yaml: line (\d+):`)

// syntaxe is a file that is not YAML. yaml.v3 gives a syntax error as text
// only ("yaml: line 3: …"): its line is read from there, 0 when absent.
func syntaxe(err error) *ErreurFormat {
	e := &ErreurFormat{Err: ErrSyntaxe, Detail: strings.TrimPrefix(err.Error(), "yaml: ")}
	if m := reLigne.FindStringSubmatch(err.Error()); m != nil {
		e.Ligne, _ = strconv.Atoi(m[1])
	}
	return e
}
