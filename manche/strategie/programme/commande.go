package programme

import "strings"

// Prefixe starts the name of a strategy that is a program: "cmd:python3
// ma_strategie.py".
const Prefixe = "cmd:"

// EstCommande reports whether the strategy name nom is a program's
// command (it starts with Prefixe).
func EstCommande(nom string) bool { return strings.HasPrefix(nom, Prefixe) }

// Commande is a program to run: its name as the user wrote it, and the
// words it splits into.
type Commande struct {
	// Nom is exactly what the user wrote, Prefixe included: tables and
	// JSON show it as it is.
	Nom string
	// Mots are the program and its arguments.
	Mots []string
}

// LitCommande reads the strategy name nom, "cmd:" followed by a command
// line that Decoupe splits.
//
// Résultat: the command, or an *ErreurCommande (ErrPasUneCommande when nom
// does not start with Prefixe, or Decoupe's reason).
func LitCommande(nom string) (Commande, error) {
	if !EstCommande(nom) {
		return Commande{}, &ErreurCommande{Commande: nom, Err: ErrPasUneCommande}
	}
	mots, err := Decoupe(strings.TrimPrefix(nom, Prefixe))
	if err != nil {
		return Commande{}, &ErreurCommande{Commande: nom, Err: err}
	}
	return Commande{Nom: nom, Mots: mots}, nil
}

// Decoupe splits a command line into words the way a POSIX shell does,
// without ever running one: blanks separate words; 'single quotes' keep
// everything; "double quotes" keep everything but a backslash before
// " \ $ ` or a newline; outside quotes a backslash keeps the next
// character. Nothing else is special: no variables, no ~, no wildcards,
// no pipes or redirections (a | is an argument like any other).
//
// Résultat: the words, or ErrCommandeVide, ErrGuillemet (a quote left
// open) or ErrEchappement (a backslash at the end).
func Decoupe(ligne string) ([]string, error) {
	var (
		mots    []string
		mot     strings.Builder
		dansMot bool
	)
	r := []rune(ligne)
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if dansMot {
				mots = append(mots, mot.String())
				mot.Reset()
				dansMot = false
			}
		case c == '\\':
			if i+1 == len(r) {
				return nil, ErrEchappement
			}
			i++
			if r[i] != '\n' {
				mot.WriteRune(r[i])
			}
			dansMot = true
		case c == '\'':
			fin := indexDe(r, i+1, '\'')
			if fin < 0 {
				return nil, &ErreurGuillemet{Guillemet: c}
			}
			mot.WriteString(string(r[i+1 : fin]))
			i, dansMot = fin, true
		case c == '"':
			fin, err := doubles(r, i+1, &mot)
			if err != nil {
				return nil, err
			}
			i, dansMot = fin, true
		default:
			mot.WriteRune(c)
			dansMot = true
		}
	}
	if dansMot {
		mots = append(mots, mot.String())
	}
	if len(mots) == 0 {
		return nil, ErrCommandeVide
	}
	return mots, nil
}

// doubles copies the inside of double quotes opened before r[debut] into
// mot, and returns the index of the closing quote.
func doubles(r []rune, debut int, mot *strings.Builder) (int, error) {
	for i := debut; i < len(r); i++ {
		switch c := r[i]; {
		case c == '"':
			return i, nil
		case c == '\\' && i+1 < len(r) && strings.ContainsRune("\"\\$`\n", r[i+1]):
			i++
			if r[i] != '\n' {
				mot.WriteRune(r[i])
			}
		default:
			mot.WriteRune(c)
		}
	}
	return 0, &ErreurGuillemet{Guillemet: '"'}
}

func indexDe(r []rune, debut int, c rune) int {
	for i := debut; i < len(r); i++ {
		if r[i] == c {
			return i
		}
	}
	return -1
}

// Cite writes words as a command line that Decoupe splits back into the
// same words: a word with a blank or a special character is put between
// single quotes.
func Cite(mots []string) string {
	cites := make([]string, len(mots))
	for i, m := range mots {
		cites[i] = cite(m)
	}
	return strings.Join(cites, " ")
}

func cite(mot string) string {
	if mot != "" && !strings.ContainsAny(mot, " \t\n\\'\"") {
		return mot
	}
	return "'" + strings.ReplaceAll(mot, "'", `'\''`) + "'"
}
