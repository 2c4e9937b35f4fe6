package solveur

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// CaracteresJokers are the characters that stand for a joker hole in a
// code, or for an unknown count (dCode's syntax).
const CaracteresJokers = "?*-_"

// separateurs may stand between the two counts besides spaces ("2-0",
// "2,0", "2/0").
const separateurs = "-,;/:"

func estJoker(r rune) bool { return strings.ContainsRune(CaracteresJokers, r) }

// Ignoree reports whether a line holds no row: blank, or a comment
// starting with '#'.
func Ignoree(texte string) bool {
	s := strings.TrimSpace(texte)
	return s == "" || strings.HasPrefix(s, "#")
}

// Lit reads one row in dCode's syntax for codes of pions pegs whose
// letters are those of palette p (case ignored): the code, then the bien
// placés and the mal placés.
//
//	RVNJ 2 0    RVNJ 2-0    NNBV 12    J--- 01    RVB 1?    RVNJ 10 0
//
// The code is the first word, in the palette's letters or in digits as
// dCode numbers colours (see Chiffre: "1122 1 0"); a joker (? * - _)
// stands for a hole that matches nothing. The counts follow, separated by spaces or by one of
// - , ; / : , or written together when both are single digits; a joker in
// place of a count leaves it unknown. Without a space after the code, the
// counts start at the first digit ("RVNJ20").
//
// Lit reads the syntax only: the rule of a game without repeats is
// LitTout's, which knows the game's size.
//
// Résultat: the row, numbered numero, or an *ErreurLigne that says what is
// wrong (see its Err) with an example of a good row.
func Lit(texte string, numero int, p couleur.Palette, pions int) (Observation, error) {
	l, err := lit(texte, p, pions)
	if err != nil {
		return Observation{}, erreurLigne(texte, numero, p, pions, err)
	}
	l.Numero = numero
	return l, nil
}

func erreurLigne(texte string, numero int, p couleur.Palette, pions int, err error) *ErreurLigne {
	return &ErreurLigne{Numero: numero, Texte: strings.TrimSpace(texte), Exemple: Exemple(p, pions), Err: err}
}

// LitTout reads every line of textes that is not Ignoree, for a game of
// size t (t.Pions pegs, the colours of p); the line textes[i] is numbered
// i+1. Without repeats a row whose code holds a colour twice (jokers
// aside) is refused: the rule of the game binds every proposal, so no
// such row can be on a real board.
//
// Résultat: the rows in order, or ErreursLignes listing every line that
// could not be read, each with its reason (a *code.ErreurRepetition for a
// colour held twice).
func LitTout(textes []string, p couleur.Palette, t code.Taille) ([]Observation, error) {
	var lignes []Observation
	var erreurs ErreursLignes
	for i, s := range textes {
		if Ignoree(s) {
			continue
		}
		l, err := Lit(s, i+1, p, t.Pions)
		if err == nil {
			if rep := repetition(l, p, t); rep != nil {
				err = erreurLigne(s, i+1, p, t.Pions, rep)
			}
		}
		if err != nil {
			erreurs = append(erreurs, err.(*ErreurLigne))
			continue
		}
		lignes = append(lignes, l)
	}
	if len(erreurs) > 0 {
		return nil, erreurs
	}
	return lignes, nil
}

// LitReponse reads an answer alone, both counts known: "2 1", "21", "2-1".
//
// Résultat: the answer, an *ErreurComptes when it cannot be read, or the
// *code.ErreurReponse of code.Reponse.Verifie(pions).
func LitReponse(texte string, pions int) (code.Reponse, error) {
	s := strings.TrimSpace(texte)
	bien, mal, ok := comptes(s)
	if !ok || bien == Inconnu || mal == Inconnu {
		return code.Reponse{}, &ErreurComptes{Texte: s}
	}
	r := code.Reponse{Bien: bien, Mal: mal}
	if err := r.Verifie(pions); err != nil {
		return code.Reponse{}, err
	}
	return r, nil
}

// repetition is the *code.ErreurRepetition of a row that holds a colour
// twice, jokers aside, in a game without repeats; nil otherwise.
func repetition(l Observation, p couleur.Palette, t code.Taille) *code.ErreurRepetition {
	if !t.SansRepetition {
		return nil
	}
	var vu [code.MaxCouleurs]int // 1 + the hole where each colour was seen
	for i := range l.Code.Len() {
		if l.EstJoker(i) {
			continue
		}
		k := l.Code.At(i)
		if j := vu[k]; j > 0 {
			return &code.ErreurRepetition{Couleur: k, Lettre: p.Lettre(k), Positions: [2]int{j, i + 1}}
		}
		vu[k] = i + 1
	}
	return nil
}

// Exemple returns a good row for palette p and pions pegs, to show next to
// an error: "RVNJ 2 0" for the French default palette and 4 pegs, as on
// dCode's page. Its colours are all different when the palette has enough
// of them, so that it is a good row without repeats too.
func Exemple(p couleur.Palette, pions int) string {
	n := p.Len()
	if n == 0 || pions < 1 {
		return ""
	}
	ordre := []int{0, 3, 5, 2, 1, 4}
	var vues [code.MaxCouleurs]bool
	var b strings.Builder
	for i := range pions {
		k := i
		if i < len(ordre) {
			k = ordre[i]
		}
		k %= n
		for n >= pions && vues[k] {
			k = (k + 1) % n
		}
		vues[k] = true
		b.WriteRune(p.Lettre(k))
	}
	return b.String() + " " + strconv.Itoa(pions/2) + " 0"
}

func lit(texte string, p couleur.Palette, pions int) (Observation, error) {
	mot, reste := coupe(strings.TrimSpace(texte))
	l, err := litCode(mot, p, pions)
	if err != nil {
		return Observation{}, err
	}
	if reste == "" {
		return Observation{}, &ErreurComptes{}
	}
	bien, mal, ok := comptes(reste)
	if !ok {
		return Observation{}, &ErreurComptes{Texte: reste}
	}
	l.Bien, l.Mal = bien, mal
	return l, verifie(l, pions)
}

// coupe separates the code from the counts: at the first space, or, in a
// single word, at its first digit.
func coupe(s string) (mot, reste string) {
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		return s[:i], strings.TrimSpace(s[i:])
	}
	if i := strings.IndexFunc(s, estChiffre); i >= 0 {
		return s[:i], s[i:]
	}
	return s, ""
}

func estChiffre(r rune) bool { return r >= '0' && r <= '9' }

// Chiffre is the colour a digit names in a row written as dCode numbers
// colours ("1122 1 0", codes "de 1111 à 6666"): 1 to 9 the first nine
// colours of the palette, in its order, and 0 the tenth when the game has
// more than nine; ok is false for a digit past the game's colours and
// for anything else. A palette's own letters come first.
func Chiffre(r rune, couleurs int) (k int, ok bool) {
	switch {
	case r >= '1' && r <= '9' && int(r-'1') < couleurs:
		return int(r - '1'), true
	case r == '0' && couleurs >= 10:
		return 9, true
	}
	return 0, false
}

// EnLettres rewrites the digits of a code typed as dCode numbers colours
// ("1122") in palette p's letters ("RRBB"), leaving every other
// character, and a digit that names no colour, as it is: the assistant's
// guesses read through it.
func EnLettres(mot string, p couleur.Palette) string {
	return strings.Map(func(r rune) rune {
		if _, ok := p.Index(r); ok {
			return r
		}
		if k, ok := Chiffre(r, p.Len()); ok {
			return p.Lettre(k)
		}
		return r
	}, mot)
}

// EnChiffres writes code c as dCode numbers colours, the notation of a
// board typed in digits: colour k as the digit k+1, the tenth as 0
// ("RRBB" is "1122"). ok is false when c holds a colour past the tenth,
// which no digit names.
func EnChiffres(c code.Code) (mot string, ok bool) {
	var b strings.Builder
	for _, k := range c.Couleurs() {
		switch {
		case k < 9:
			b.WriteByte(byte('1' + k))
		case k == 9:
			b.WriteByte('0')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// EnChiffresTape reports whether the rows of textes write their codes in
// digits, as dCode numbers colours, and never in palette p's letters: a
// board typed so is answered so. Lines Ignoree and jokers do not count;
// a board of jokers only, or of no row, is not in digits.
func EnChiffresTape(textes []string, p couleur.Palette) bool {
	chiffres := false
	for _, s := range textes {
		if Ignoree(s) {
			continue
		}
		mot, _ := coupe(strings.TrimSpace(s))
		for _, r := range mot {
			if _, lettre := p.Index(r); lettre {
				return false
			}
			if _, ok := Chiffre(r, p.Len()); ok {
				chiffres = true
			}
		}
	}
	return chiffres
}

// Pions is the number of holes of the code a row starts with (its first
// word, or its letters before the first digit when the row is one word),
// jokers included: how dCode sizes a game from its rows. 0 for a blank
// line.
func Pions(texte string) int {
	mot, _ := coupe(strings.TrimSpace(texte))
	return utf8.RuneCountInString(mot)
}

func litCode(mot string, p couleur.Palette, pions int) (Observation, error) {
	var couleurs [code.MaxPions]int
	var jokers uint16
	n := 0
	for _, r := range mot {
		k := 0
		if estJoker(r) {
			if n < code.MaxPions {
				jokers |= 1 << n
			}
		} else {
			var ok bool
			if k, ok = p.Index(r); !ok {
				if k, ok = Chiffre(r, p.Len()); !ok {
					return Observation{}, &code.ErreurLettre{Position: n + 1, Lettre: r, Permises: p.Lettres()}
				}
			}
		}
		if n < code.MaxPions {
			couleurs[n] = k
		}
		n++
	}
	if n != pions {
		return Observation{}, &code.ErreurLongueur{Attendu: pions, Recu: n}
	}
	return Observation{Code: code.Nouveau(couleurs[:n]...), Jokers: jokers}, nil
}

// comptes reads the two counts: two words (or three, the middle one a
// separator), or one word that is two single characters or two counts
// around a separator.
func comptes(s string) (bien, mal int, ok bool) {
	mots := strings.Fields(s)
	switch {
	case len(mots) == 2:
		return deux(mots[0], mots[1])
	case len(mots) == 3 && len(mots[1]) == 1 && strings.Contains(separateurs, mots[1]):
		return deux(mots[0], mots[2])
	case len(mots) != 1:
		return 0, 0, false
	}
	r := []rune(s)
	if len(r) == 2 {
		if bien, mal, ok = deux(string(r[0]), string(r[1])); ok {
			return bien, mal, true
		}
	}
	for i := 1; i < len(r)-1; i++ {
		if strings.ContainsRune(separateurs, r[i]) {
			if bien, mal, ok = deux(string(r[:i]), string(r[i+1:])); ok {
				return bien, mal, true
			}
		}
	}
	return 0, 0, false
}

func deux(a, b string) (x, y int, ok bool) {
	x, okx := nombre(a)
	y, oky := nombre(b)
	return x, y, okx && oky
}

// nombre reads one count: at most two digits, or a joker for Inconnu.
func nombre(s string) (int, bool) {
	if len(s) == 1 && estJoker(rune(s[0])) {
		return Inconnu, true
	}
	if s == "" || len(s) > 2 || strings.IndexFunc(s, func(r rune) bool { return !estChiffre(r) }) >= 0 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// verifie checks the counts against the code's coloured holes. The answer
// (pions−1, 1) to a code without jokers is refused as the game refuses it:
// no code can give it, whatever the other rows say.
func verifie(l Observation, pions int) error {
	k := l.Colores()
	if max(l.Bien, 0)+max(l.Mal, 0) > k {
		return &ErreurTrop{Bien: l.Bien, Mal: l.Mal, Colores: k, Jokers: l.Jokers != 0}
	}
	if l.Complete() {
		return code.Reponse{Bien: l.Bien, Mal: l.Mal}.Verifie(pions)
	}
	return nil
}
