package kit

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/utmm"
)

// Cas is one case of an exercise: a call, its inputs as the runners read
// them, and what the program's own code answers. Both runners, Go and
// Java, read the same cases from the kit's exercices.txt.
type Cas struct {
	// Appel is the call as a student reads it in a verdict:
	// « nbBienMalPlaces(RRRR, RBBB, 6) ».
	Appel string
	// Entrees are the inputs, in the simple notation of the runners: a
	// number, numbers separated by commas, a word, rows « RRRR:1:0;… »,
	// the lines typed separated by « / ».
	Entrees []string
	// Attendu is the answer, written as the runners write what they get.
	Attendu string
	// AttenduJava, when not empty, is the answer of the Java function,
	// which says less than the Go one (elemDiff's boolean without the
	// indices, codeCorrect's without the reason).
	AttenduJava string
	// Langue is "go" or "java" for a case of one kit only (Go's '?' of
	// Code.Mot, Java's plusGrandIndice on repeated letters); "" for both.
	Langue string
	// Affiche lists words the function must write (statsMasterMindIA's
	// hardest secrets).
	Affiche []string
	// Montre lists what the function must show, read tolerantly (its
	// numbers and codes, not its wording); checked when the answer is right.
	Montre []Montre
	// Admis are other answers the handout allows: each passes, with a
	// remark.
	Admis []Admis
}

// Montre is one thing a function must show: in a part of its output,
// one of several lists of tokens. A number must appear among the part's
// numbers, in the list's order; a word among its words, anywhere, in any
// case. An empty list asks for any text at all.
type Montre struct {
	// Langue is "go" or "java" for one kit only, "" for both.
	Langue string
	// Segment is the part: -1 the whole output; k >= 0 what the function
	// writes between its k-th line read and the next (0: before the first).
	Segment int
	// Quoi says it to a student: « la réponse (1,0) à RRRR ».
	Quoi string
	// Alternatives are the lists of tokens; one is enough.
	Alternatives [][]string
}

// Admis is an answer the handout allows beside the program's, and the
// remark a student reads when the function gives it.
type Admis struct {
	Reponse, Remarque string
}

// Les notations des cas.

// lettres are the letters of the default palette of n colours, the
// handout's RBJVON first.
func lettres(n int) string { return couleur.MustDefaut(n).Lettres() }

// tab writes numbers as the handout does: (1,0,2,0).
func tab(t []int) string { return "(" + brut(t) + ")" }

// brut writes numbers as the runners read them: 1,0,2,0.
func brut(t []int) string {
	s := make([]string, len(t))
	for i, v := range t {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ",")
}

// accolades writes letters as an array in a call: {R,B,J}.
func accolades(l string) string {
	return "{" + strings.Join(strings.Split(l, ""), ",") + "}"
}

// parentheses writes letters as listElem does: (R,B,J).
func parentheses(l string) string {
	return "(" + strings.Join(strings.Split(l, ""), ",") + ")"
}

// mot is c in letters l.
func mot(c code.Code, l string) string {
	var b strings.Builder
	for _, v := range c.Couleurs() {
		b.WriteByte(l[v])
	}
	return b.String()
}

// deMot is the code of word m in letters l.
func deMot(m, l string) code.Code {
	n := make([]int, len(m))
	for i := range m {
		n[i] = strings.IndexByte(l, m[i])
	}
	return code.Nouveau(n...)
}

func vf(b bool) string {
	if b {
		return "vrai"
	}
	return "faux"
}

func reponse(r code.Reponse) string { return fmt.Sprintf("(%d,%d)", r.Bien, r.Mal) }

// lignes writes rows for the runners (RRRR:1:0;RBBB:1:1) and for a
// student (RRRR (1,0), RBBB (1,1)).
func lignes(ls []plateau.Ligne, l string) (entree, lu string) {
	var e, a []string
	for _, x := range ls {
		e = append(e, fmt.Sprintf("%s:%d:%d", mot(x.Code, l), x.Reponse.Bien, x.Reponse.Mal))
		a = append(a, mot(x.Code, l)+" "+reponse(x.Reponse))
	}
	if len(a) == 0 {
		return "", "aucune ligne"
	}
	return strings.Join(e, ";"), strings.Join(a, ", ")
}

// saisies writes the lines typed: for the runners « RBX/BRJR », for a
// student « RBX », « BRJR ».
func saisies(l []string) (entree, lu string) {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = "« " + s + " »"
	}
	return strings.Join(l, "/"), strings.Join(q, ", ")
}

// hasard is the cases' random source: the same cases at every run.
func hasard(n uint64) *rand.Rand { return rand.New(rand.NewPCG(35, n)) }

// tous are the codes of size t, in lexicographic order.
func tous(t code.Taille) []code.Code { return slices.Collect(t.Codes()) }

// espaces builds each size's Espace once.
type espaces map[code.Taille]*code.Espace

func (m espaces) de(t code.Taille) *code.Espace {
	if e, ok := m[t]; ok {
		return e
	}
	e, err := code.NouvelEspace(t)
	if err != nil {
		panic(err) // the kit's sizes are small
	}
	m[t] = e
	return e
}

// joue plays the course's walk against secret, as the program's
// strategie.Lexico does (plateau.PropSuivante), until it finds it: the
// rows.
func joue(t code.Taille, secret code.Code) []plateau.Ligne {
	var ls []plateau.Ligne
	for {
		p, ok := plateau.PropSuivante(t, ls)
		if !ok {
			panic("kit: the course's walk missed a secret")
		}
		ls = append(ls, plateau.Ligne{Code: p, Reponse: code.Evalue(secret, p)})
		if p == secret {
			return ls
		}
	}
}

// joueCFC plays the program's CFC against secret, its reasoning rebuilt
// from the rows at each move as the strategy does (strategie.RejoueCFC),
// until it finds it: the rows.
func joueCFC(e *code.Espace, secret code.Code) []plateau.Ligne {
	var ls []plateau.Ligne
	for {
		etat, err := strategie.RejoueCFC(&strategie.Etat{Espace: e, Lignes: ls})
		if err != nil {
			panic(err) // CFC always finds the secret
		}
		p := etat.Prochaine
		ls = append(ls, plateau.Ligne{Code: p, Reponse: code.Evalue(secret, p)})
		if p == secret {
			return ls
		}
	}
}

// Niveau 1.

func casInitTab() []Cas {
	var cas []Cas
	for _, nb := range []int{3, 0, 1, 5} {
		for _, val := range []int{7, 0, -2} {
			t := make([]int, nb)
			for i := range t {
				t[i] = val
			}
			cas = append(cas, Cas{Appel: fmt.Sprintf("initTab(%d, %d)", nb, val), Entrees: []string{strconv.Itoa(nb), strconv.Itoa(val)}, Attendu: tab(t)})
		}
	}
	return cas
}

func casCopieTab() []Cas {
	var cas []Cas
	for _, t := range [][]int{{1, 0, 2, 0}, {}, {5}, {3, 3, 3}} {
		cas = append(cas, Cas{Appel: "copieTab(" + tab(t) + ")", Entrees: []string{brut(t)}, Attendu: "une copie de " + tab(t)})
	}
	return cas
}

func casListElem() []Cas {
	var cas []Cas
	for n := 0; n <= 6; n++ {
		l := lettres(6)[:n]
		cas = append(cas, Cas{Appel: "listElem(" + accolades(l) + ")", Entrees: []string{l}, Attendu: parentheses(l)})
	}
	for _, l := range []string{"RBJR", "XYZ"} {
		cas = append(cas, Cas{Appel: "listElem(" + accolades(l) + ")", Entrees: []string{l}, Attendu: parentheses(l), Langue: "java"})
	}
	return cas
}

func casPlusGrandIndice() []Cas {
	var cas []Cas
	// Java first: repeated letters, where the greatest index matters.
	for _, c := range []struct {
		t string
		c byte
	}{{"RBJR", 'R'}, {"RRRR", 'R'}, {"RBJR", 'B'}, {"", 'R'}, {"BRJR", 'X'}} {
		cas = append(cas, Cas{Appel: fmt.Sprintf("plusGrandIndice(%s, '%c')", accolades(c.t), c.c), Entrees: []string{c.t, string(c.c)},
			Attendu: strconv.Itoa(strings.LastIndexByte(c.t, c.c)), Langue: "java"})
	}
	for n := 1; n <= 6; n++ {
		p := couleur.MustDefaut(n)
		for _, r := range "RBJVONX" {
			i, _ := p.Index(r)
			cas = append(cas, Cas{Appel: fmt.Sprintf("plusGrandIndice(%s, '%c')", accolades(p.Lettres()), r), Entrees: []string{p.Lettres(), string(r)}, Attendu: strconv.Itoa(i)})
		}
	}
	for _, r := range "jrx" {
		i, _ := couleur.MustDefaut(6).Index(r)
		cas = append(cas, Cas{Appel: fmt.Sprintf("plusGrandIndice(%s, '%c')", accolades(lettres(6)), r), Entrees: []string{lettres(6), string(r)}, Attendu: strconv.Itoa(i), Langue: "go"})
	}
	return cas
}

func casEstPresent() []Cas {
	var cas []Cas
	for _, t := range []string{"RBJVON", "RBJR", "", "R"} {
		for _, c := range "RJNX" {
			cas = append(cas, Cas{Appel: fmt.Sprintf("estPresent(%s, '%c')", accolades(t), c), Entrees: []string{t, string(c)}, Attendu: vf(strings.ContainsRune(t, c))})
		}
	}
	return cas
}

// mots are the words of lengths 0 to n over letters l.
func mots(l string, n int) []string {
	ms := []string{""}
	dernier := []string{""}
	for range n {
		var suivants []string
		for _, m := range dernier {
			for _, r := range l {
				suivants = append(suivants, m+string(r))
			}
		}
		ms = append(ms, suivants...)
		dernier = suivants
	}
	return ms
}

func casElemDiff() []Cas {
	var cas []Cas
	for _, m := range append([]string{"RBJVON", "RBJR", "RBBR", "RBJVR"}, mots("RBJ", 4)...) {
		i, j, doublon := utmm.Doublon([]rune(m))
		c := Cas{Appel: "elemDiff(" + accolades(m) + ")", Entrees: []string{m}, Attendu: vf(!doublon)}
		if doublon {
			c.Attendu = fmt.Sprintf("faux (%c aux indices %d et %d)", m[i], i, j)
			c.AttenduJava = "faux"
			c.Montre = []Montre{montreDoublon(m, i, j)}
		}
		cas = append(cas, c)
	}
	return cas
}

// montreDoublon is what the Java elemDiff shows for m: the handout asks
// for « un doublon et 2 de ses indices », any of them; (i, j) is the first.
func montreDoublon(m string, i, j int) Montre {
	var alts [][]string
	for a := 0; a < len(m); a++ {
		for b := a + 1; b < len(m); b++ {
			if m[a] == m[b] {
				l := string(m[a])
				alts = append(alts, []string{l, strconv.Itoa(a), strconv.Itoa(b)}, []string{l, strconv.Itoa(b), strconv.Itoa(a)})
			}
		}
	}
	return Montre{Langue: "java", Segment: -1, Quoi: fmt.Sprintf("un doublon et deux de ses indices (par exemple %c aux indices %d et %d)", m[i], i, j), Alternatives: alts}
}

func casSontEgaux() []Cas {
	var cas []Cas
	t := code.Taille{Pions: 3, Couleurs: 2}
	for _, a := range tous(t) {
		for _, b := range tous(t) {
			cas = append(cas, Cas{Appel: "sontEgaux(" + a.String() + ", " + b.String() + ")", Entrees: []string{brut(a.Couleurs()), brut(b.Couleurs())}, Attendu: vf(a == b)})
		}
	}
	return append([]Cas{{Appel: "sontEgaux((), ())", Entrees: []string{"", ""}, Attendu: "vrai"}}, cas...)
}

// TiragesAleat is how many codes the codeAleat cases draw.
const TiragesAleat = 3000

// proprieteAleat is what codeAleat's draws must show.
func proprieteAleat(t code.Taille) string {
	s := fmt.Sprintf("%d codes de %d pions entre 0 et %d", TiragesAleat, t.Pions, t.Couleurs-1)
	if t.SansRepetition {
		s += " sans couleur répétée"
	}
	return s + ", chaque couleur vue à chaque place"
}

func casCodeAleat() []Cas {
	var cas []Cas
	for _, d := range [][]int{{1, 0, 2, 0}, {5, 5, 5, 5}, {3, 2, 1}} {
		n := len(d)
		cas = append(cas, Cas{Appel: fmt.Sprintf("codeAleat(%d, 6) avec les tirages %s", n, strings.ReplaceAll(brut(d), ",", ", ")),
			Entrees: []string{strconv.Itoa(n), "6", brut(d)}, Attendu: tab(d), Langue: "java"})
	}
	for _, t := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}, {Pions: 1, Couleurs: 2}} {
		cas = append(cas, Cas{Appel: fmt.Sprintf("codeAleat(%d, %d), %d tirages", t.Pions, t.Couleurs, TiragesAleat),
			Entrees: []string{strconv.Itoa(t.Pions), strconv.Itoa(t.Couleurs), "hasard"}, Attendu: proprieteAleat(t)})
	}
	t := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	cas = append(cas, Cas{Appel: fmt.Sprintf("codeAleat(4, 6) sans répétition, %d tirages", TiragesAleat),
		Entrees: []string{"4", "6", "sans"}, Attendu: proprieteAleat(t), Langue: "go"})
	return cas
}

// lu is what code.Lire answers for word m of pions pegs in letters l, as
// codeCorrect writes it in Go.
func lu(m string, pions int, l string) (code.Code, string) {
	c, err := code.Lire(m, couleur.MustDefaut(len(l)), pions)
	switch e := err.(type) {
	case nil:
		return c, "vrai"
	case *code.ErreurLettre:
		return c, fmt.Sprintf("faux (lettre %c en position %d)", e.Lettre, e.Position)
	case *code.ErreurLongueur:
		return c, fmt.Sprintf("faux (%d lettres au lieu de %d)", e.Recu, e.Attendu)
	}
	panic(err)
}

func casCodeCorrect() []Cas {
	var cas []Cas
	l := lettres(6)
	ajoute := func(m string, pions int, langue string) {
		_, verdict := lu(m, pions, l)
		c := Cas{Appel: fmt.Sprintf("codeCorrect(\"%s\", %d, %s)", m, pions, accolades(l)), Entrees: []string{m, strconv.Itoa(pions), l}, Attendu: verdict, Langue: langue}
		if verdict != "vrai" {
			c.AttenduJava = "faux"
			c.Montre = []Montre{montreRefus(m, pions, l, verdict)}
		}
		cas = append(cas, c)
	}
	for _, m := range []string{"BRJR", "BRJ", "BRXR", "", "BRJRV", "VJBR"} {
		ajoute(m, 4, "")
	}
	for _, m := range mots("RBX", 5) {
		if len(m) >= 3 {
			ajoute(m, 4, "")
		}
	}
	for _, m := range []string{"brjr", "b r j r", "vjbR"} {
		ajoute(m, 4, "go")
	}
	return cas
}

// montreRefus is what the Java codeCorrect shows when it refuses m: why,
// that is a letter that is not a colour, or the length (the expected one
// or the one typed).
func montreRefus(m string, pions int, l, verdict string) Montre {
	var alts [][]string
	for _, r := range m {
		if !strings.ContainsRune(l, r) && r != ' ' {
			alts = append(alts, []string{string(r)})
		}
	}
	if len([]rune(m)) != pions {
		alts = append(alts, []string{strconv.Itoa(pions)}, []string{strconv.Itoa(len([]rune(m)))})
	}
	return Montre{Langue: "java", Segment: -1, Quoi: "pourquoi le code est refusé " + strings.TrimPrefix(verdict, "faux "), Alternatives: alts}
}

func casMotVersEntiers() []Cas {
	var cas []Cas
	ajoute := func(m, l string) {
		c, _ := lu(m, len(m), l)
		cas = append(cas, Cas{Appel: fmt.Sprintf("motVersEntiers(\"%s\", %s)", m, accolades(l)), Entrees: []string{m, l}, Attendu: tab(c.Couleurs())})
	}
	ajoute("BRJR", lettres(6))
	ajoute("VJBR", lettres(6))
	ajoute("NONO", lettres(6))
	for _, c := range tous(code.Taille{Pions: 3, Couleurs: 4}) {
		ajoute(mot(c, lettres(4)), lettres(4))
	}
	return cas
}

func casEntiersVersMot() []Cas {
	var cas []Cas
	ajoute := func(c code.Code, l, langue string) {
		cas = append(cas, Cas{Appel: fmt.Sprintf("entiersVersMot(%s, %s)", c, accolades(l)), Entrees: []string{brut(c.Couleurs()), l},
			Attendu: c.Mot(couleur.MustDefaut(len(l))), Langue: langue})
	}
	ajoute(code.Nouveau(1, 0, 2, 0), lettres(6), "")
	ajoute(code.Nouveau(3, 2, 1, 0), lettres(6), "")
	ajoute(code.Nouveau(1, 7, 0), lettres(6), "go")
	ajoute(code.Nouveau(6, 6), lettres(6), "go")
	for _, c := range tous(code.Taille{Pions: 3, Couleurs: 4}) {
		ajoute(c, lettres(4), "")
	}
	return cas
}

func casTabFrequence() []Cas {
	var cas []Cas
	ajoute := func(c []int, n int) {
		cas = append(cas, Cas{Appel: fmt.Sprintf("tabFrequence(%s, %d)", tab(c), n), Entrees: []string{brut(c), strconv.Itoa(n)}, Attendu: tab(utmm.Frequences(c, n))})
	}
	ajoute([]int{1, 0, 2, 0}, 6)
	ajoute([]int{5, 5, 5, 5}, 6)
	ajoute([]int{}, 3)
	for _, c := range tous(code.Taille{Pions: 3, Couleurs: 4}) {
		ajoute(c.Couleurs(), 4)
	}
	r := hasard(1)
	t := code.Taille{Pions: 5, Couleurs: 8}
	for range 50 {
		ajoute(t.Aleatoire(r).Couleurs(), 8)
	}
	return cas
}

// paires are the handout's example, then every pair of codes of 3 pegs
// and 3 colours, then pairs of 4×6 and 5×8 drawn at random.
func paires() [][2]code.Code {
	ps := [][2]code.Code{{code.Nouveau(1, 0, 2, 0), code.Nouveau(0, 1, 0, 0)}}
	t := code.Taille{Pions: 3, Couleurs: 3}
	for _, a := range tous(t) {
		for _, b := range tous(t) {
			ps = append(ps, [2]code.Code{a, b})
		}
	}
	r := hasard(2)
	for _, t := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}} {
		for range 100 {
			ps = append(ps, [2]code.Code{t.Aleatoire(r), t.Aleatoire(r)})
		}
	}
	return ps
}

func casNbCommuns() []Cas {
	var cas []Cas
	for _, p := range paires() {
		a, b := p[0].Couleurs(), p[1].Couleurs()
		n := max(slices.Max(a), slices.Max(b)) + 1
		n = max(n, 3)
		cas = append(cas, Cas{Appel: fmt.Sprintf("nbCommuns(%s, %s, %d)", tab(a), tab(b), n), Entrees: []string{brut(a), brut(b), strconv.Itoa(n)},
			Attendu: strconv.Itoa(utmm.Communs(utmm.Frequences(a, n), utmm.Frequences(b, n)))})
	}
	return cas
}

func casNbBienPlaces() []Cas {
	var cas []Cas
	for _, p := range paires() {
		a, b := p[0].Couleurs(), p[1].Couleurs()
		cas = append(cas, Cas{Appel: fmt.Sprintf("nbBienPlaces(%s, %s)", tab(a), tab(b)), Entrees: []string{brut(a), brut(b)}, Attendu: strconv.Itoa(utmm.BienPlaces(a, b))})
	}
	return cas
}

func casNbBienMalPlaces() []Cas {
	var cas []Cas
	ajoute := func(a, b code.Code, n int) {
		l := lettres(max(n, 6))
		cas = append(cas, Cas{Appel: fmt.Sprintf("nbBienMalPlaces(%s, %s, %d)", mot(a, l), mot(b, l), n),
			Entrees: []string{brut(a.Couleurs()), brut(b.Couleurs()), strconv.Itoa(n)}, Attendu: reponse(code.Evalue(a, b))})
	}
	six := lettres(6)
	// The handout's example, its round for VJBR, and its most common
	// wrong answer: a peg counted twice (RRRR, RBBB gives (1,0), not (1,3)).
	ajoute(deMot("BRJR", six), deMot("RBRR", six), 6)
	for _, p := range []string{"RRRR", "RBBB", "JRBJ", "JBRV", "VRJB", "VJBR"} {
		ajoute(deMot("VJBR", six), deMot(p, six), 6)
	}
	ajoute(deMot("RRRR", six), deMot("RBBB", six), 6)
	ajoute(deMot("RBBB", six), deMot("RRRR", six), 6)
	ajoute(deMot("BBRV", six), deMot("RBBB", six), 6)
	t := code.Taille{Pions: 3, Couleurs: 4}
	for _, a := range tous(t) {
		for _, b := range tous(t) {
			ajoute(a, b, 4)
		}
	}
	r := hasard(3)
	for _, t := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}} {
		for range 200 {
			ajoute(t.Aleatoire(r), t.Aleatoire(r), t.Couleurs)
		}
	}
	return cas
}

// Niveau 2.

func casPasseCodeSuivantLexico() []Cas {
	var cas []Cas
	ajoute := func(c code.Code, n int) {
		s, ok := code.Taille{Pions: c.Len(), Couleurs: n}.Suivant(c)
		cas = append(cas, Cas{Appel: fmt.Sprintf("passeCodeSuivantLexico(%s, %d)", c, n), Entrees: []string{brut(c.Couleurs()), strconv.Itoa(n)},
			Attendu: s.String() + " et " + vf(ok)})
	}
	ajoute(code.Nouveau(3, 2, 3, 4), 6)
	ajoute(code.Nouveau(3, 2, 3, 5), 6)
	ajoute(code.Nouveau(5, 5, 5, 5), 6)
	for _, t := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 1, Couleurs: 1}, {Pions: 2, Couleurs: 2}, {Pions: 3, Couleurs: 3}} {
		for _, c := range tous(t) {
			ajoute(c, t.Couleurs)
		}
	}
	return cas
}

// planches are boards of the course's walk: every prefix of its rounds
// for every secret of 3×4, the handout's round for VJBR, rounds of 4×6
// and 4×5 for secrets drawn at random, and rows answered wrongly so that
// no code agrees with them.
func planches() []struct {
	t      code.Taille
	lignes []plateau.Ligne
	secret code.Code
} {
	type planche = struct {
		t      code.Taille
		lignes []plateau.Ligne
		secret code.Code
	}
	var ps []planche
	ajoute := func(t code.Taille, secret code.Code) {
		ls := joue(t, secret)
		for k := 1; k < len(ls); k++ {
			ps = append(ps, planche{t, ls[:k:k], secret})
		}
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	ajoute(six, deMot("VJBR", lettres(6)))
	for _, s := range tous(code.Taille{Pions: 3, Couleurs: 4}) {
		ajoute(code.Taille{Pions: 3, Couleurs: 4}, s)
	}
	r := hasard(4)
	for _, t := range []code.Taille{six, {Pions: 4, Couleurs: 5}} {
		for range 25 {
			ajoute(t, t.Aleatoire(r))
		}
	}
	// Wrong answers: the walk's rows with one answer changed.
	for range 40 {
		t := code.Taille{Pions: 3 + r.IntN(2), Couleurs: 4}
		ls := joue(t, t.Aleatoire(r))
		if len(ls) < 2 {
			continue
		}
		k := 1 + r.IntN(len(ls)-1)
		faux := slices.Clone(ls[:k])
		for {
			b := r.IntN(t.Pions)
			rep := code.Reponse{Bien: b, Mal: r.IntN(t.Pions - b + 1)}
			if rep.Verifie(t.Pions) == nil && rep != faux[k-1].Reponse {
				faux[k-1].Reponse = rep
				break
			}
		}
		ps = append(ps, planche{t, faux, code.Code{}})
	}
	return ps
}

func casEstCompat() []Cas {
	var cas []Cas
	ajoute := func(t code.Taille, ls []plateau.Ligne, c code.Code) {
		l := lettres(t.Couleurs)
		entree, affiche := lignes(ls, l)
		cas = append(cas, Cas{Appel: fmt.Sprintf("estCompat(cod[%d] = %s, après %s)", len(ls), mot(c, l), affiche),
			Entrees: []string{entree, mot(c, l), l}, Attendu: vf(plateau.EstCompatibleAvec(c, ls))})
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	manche := joue(six, deMot("VJBR", lettres(6)))
	ajoute(six, manche[:5], deMot("VJBR", lettres(6)))
	ajoute(six, manche[:4], deMot("VRJB", lettres(6)))
	ajoute(six, manche[:5], deMot("VRJB", lettres(6)))
	ajoute(six, manche[:1], deMot("RRRR", lettres(6)))
	ajoute(six, nil, deMot("RRRR", lettres(6)))
	// Every code after the handout's first two rows: exactly those the
	// walk may still propose are compatible.
	for _, c := range tous(six) {
		ajoute(six, manche[:2], c)
	}
	r := hasard(5)
	for i, p := range planches() {
		if i%2 == 0 {
			ajoute(p.t, p.lignes, p.t.Aleatoire(r))
		}
		if p.secret.Len() > 0 {
			ajoute(p.t, p.lignes, p.secret)
		}
		if s, ok := plateau.PropSuivante(p.t, p.lignes); ok {
			ajoute(p.t, p.lignes, s)
		}
	}
	return cas
}

func casPassePropSuivante() []Cas {
	var cas []Cas
	for _, p := range planches() {
		l := lettres(p.t.Couleurs)
		entree, affiche := lignes(p.lignes, l)
		attendu := "faux"
		if s, ok := plateau.PropSuivante(p.t, p.lignes); ok {
			attendu = mot(s, l) + " et vrai"
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("passePropSuivante(%s ; %d couleurs)", affiche, p.t.Couleurs), Entrees: []string{entree, l}, Attendu: attendu})
	}
	return cas
}

// Niveau 3.

func casPropositionCodeHumain() []Cas {
	var cas []Cas
	for _, c := range []struct {
		nbCoups, pions int
		l              string
		lignes         []string
	}{
		{0, 4, lettres(6), []string{"BRJR"}},
		{2, 4, lettres(6), []string{"RBX", "RRRRR", "BRJR"}},
		{0, 4, lettres(6), []string{"", "BRJ", "VJBR"}},
		{5, 3, lettres(4), []string{"VVVV", "ROV", "VVV"}},
		{1, 5, lettres(8), []string{"MCMCM"}},
	} {
		var trouve code.Code
		for _, s := range c.lignes {
			if x, v := lu(s, c.pions, c.l); v == "vrai" {
				trouve = x
				break
			}
		}
		entree, affiche := saisies(c.lignes)
		cas = append(cas, Cas{Appel: fmt.Sprintf("propositionCodeHumain(%d, %d, %s) avec les saisies %s", c.nbCoups, c.pions, accolades(c.l), affiche),
			Entrees: []string{strconv.Itoa(c.nbCoups), strconv.Itoa(c.pions), c.l, entree}, Attendu: tab(trouve.Couleurs())})
	}
	return cas
}

func casMalus() []Cas {
	var cas []Cas
	for pions := 1; pions <= 5; pions++ {
		for b := 0; b <= pions; b++ {
			for m := 0; b+m <= pions; m++ {
				r := code.Reponse{Bien: b, Mal: m}
				if r.Verifie(pions) != nil {
					continue
				}
				cas = append(cas, Cas{Appel: fmt.Sprintf("malus(%s, %d)", reponse(r), pions), Entrees: []string{strconv.Itoa(b), strconv.Itoa(m), strconv.Itoa(pions)}, Attendu: strconv.Itoa(r.Malus(pions))})
			}
		}
	}
	return cas
}

func casRepCorrecte() []Cas {
	var cas []Cas
	for _, pions := range []int{4, 1, 5} {
		for b := -1; b <= pions+1; b++ {
			for m := -1; m <= pions+1; m++ {
				r := code.Reponse{Bien: b, Mal: m}
				c := Cas{Appel: fmt.Sprintf("repCorrecte(%s, %d)", reponse(r), pions), Entrees: []string{strconv.Itoa(b), strconv.Itoa(m), strconv.Itoa(pions)}, Attendu: vf(r.Verifie(pions) == nil)}
				if c.Attendu == "faux" {
					c.Montre = []Montre{{Langue: "java", Segment: -1, Quoi: "pourquoi la réponse est refusée", Alternatives: [][]string{{}}}}
				}
				if b == pions-1 && m == 1 {
					c.Admis = []Admis{{Reponse: "vrai", Remarque: RemarqueImpossible(pions)}}
				}
				cas = append(cas, c)
			}
		}
	}
	// The impossible answer first, then the rest.
	slices.SortStableFunc(cas, func(a, b Cas) int {
		return boolInt(b.Appel == "repCorrecte((3,1), 4)") - boolInt(a.Appel == "repCorrecte((3,1), 4)")
	})
	return cas
}

// RemarqueImpossible is the remark on a repCorrecte that accepts
// (pions−1, 1): the handout does not refuse it, the program does.
func RemarqueImpossible(pions int) string {
	s := "s"
	if pions == 1 {
		s = ""
	}
	return fmt.Sprintf("(%d,1) est acceptée comme le sujet l'écrit ; elle est pourtant impossible sur %d pion%s (le pion mal placé n'aurait aucune autre place où aller) : le programme la refuse", pions-1, pions, s)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func casReponseHumain() []Cas {
	var cas []Cas
	for _, c := range []struct {
		pions  int
		lignes []string
	}{
		{4, []string{"1", "2"}},
		{4, []string{"5", "0", "1", "2"}},
		{4, []string{"-1", "0", "0", "0"}},
		{4, []string{"3", "1", "4", "0"}},
		{5, []string{"2", "4", "6", "0", "0", "5"}},
	} {
		var r code.Reponse
		for i := 0; i+1 < len(c.lignes); i += 2 {
			b, _ := strconv.Atoi(c.lignes[i])
			m, _ := strconv.Atoi(c.lignes[i+1])
			if r = (code.Reponse{Bien: b, Mal: m}); r.Verifie(c.pions) == nil {
				break
			}
		}
		entree, affiche := saisies(c.lignes)
		k := Cas{Appel: fmt.Sprintf("reponseHumain(%d) avec les saisies %s", c.pions, affiche),
			Entrees: []string{strconv.Itoa(c.pions), entree}, Attendu: reponse(r)}
		// A repCorrecte that accepts (pions−1, 1), as the handout allows,
		// stops there.
		for i := 0; i+1 < len(c.lignes); i += 2 {
			if c.lignes[i] == strconv.Itoa(c.pions-1) && c.lignes[i+1] == "1" && i+2 < len(c.lignes) {
				_, lus := saisies(c.lignes[i+2:])
				k.Admis = []Admis{{Reponse: fmt.Sprintf("(%d,1), sans lire les saisies %s", c.pions-1, lus), Remarque: RemarqueImpossible(c.pions)}}
			}
		}
		cas = append(cas, k)
	}
	return cas
}

// decodeurScripte is the human decoder of the program's round, typing
// words: a word that does not read is typed again, as
// propositionCodeHumain asks again.
type decodeurScripte struct {
	mots  []string
	p     couleur.Palette
	pions int
}

func (d *decodeurScripte) Propose(context.Context, *plateau.Plateau) (code.Code, error) {
	for len(d.mots) > 0 {
		m := d.mots[0]
		d.mots = d.mots[1:]
		if c, err := code.Lire(m, d.p, d.pions); err == nil {
			return c, nil
		}
	}
	return code.Code{}, fmt.Errorf("kit: the decoder's words ran out")
}

// codeurScripte is the human coder of the program's round: it answers
// the given answers in turn (right or wrong), and reveals secret.
type codeurScripte struct {
	reponses []code.Reponse
	secret   code.Code
}

func (c *codeurScripte) Repond(context.Context, *plateau.Plateau, code.Code) (code.Reponse, error) {
	if len(c.reponses) == 0 {
		return code.Reponse{}, fmt.Errorf("kit: the coder's answers ran out")
	}
	r := c.reponses[0]
	c.reponses = c.reponses[1:]
	return r, nil
}

func (c *codeurScripte) Revele(context.Context, *plateau.Plateau) (code.Code, error) {
	return c.secret, nil
}

// mancheHumain plays the program's MancheHumain: its points.
func mancheHumain(m espaces, t code.Taille, secret code.Code, essais int, mots []string) int {
	h, err := manche.NouvelleHumain(m.de(t), essais, secret, &decodeurScripte{mots: mots, p: couleur.MustDefaut(t.Couleurs), pions: t.Pions})
	if err != nil {
		panic(err)
	}
	r, err := h.Joue(context.Background())
	if err != nil {
		panic(err)
	}
	return r.Points
}

// mancheOrdinateur plays the program's MancheOrdinateur with the course's
// strategy against a coder answering reps, who thinks of secret: its
// points, and how many answers were used. The program asks for the secret
// when its computer runs out of tries (§3.2) and scores 0 when it shows a
// wrong answer; the base version the kit asks for does not, so no case may
// end that way.
func mancheOrdinateur(m espaces, t code.Taille, essais int, reps []code.Reponse, secret code.Code) (points, utilisees int) {
	c := &codeurScripte{reponses: slices.Clone(reps), secret: secret}
	o, err := manche.NouvelleOrdinateur(m.de(t), essais, c, strategie.Lexico{}, 0)
	if err != nil {
		panic(err)
	}
	r, err := o.Joue(context.Background())
	if err != nil {
		panic(err)
	}
	utilisees = len(reps) - len(c.reponses)
	if p, n := mancheDeBase(t, essais, reps); p != r.Points || n != utilisees {
		panic(fmt.Sprintf("kit: a round against %v the base version scores %d after %d answers, the program %d after %d", secret, p, n, r.Points, utilisees))
	}
	return r.Points, utilisees
}

// mancheDeBase is the handout's base mancheOrdinateur, without the reveal
// of §3.2: the first code, then passePropSuivante until the secret is
// found (the number of proposals), the tries run out (the tries and the
// malus), or no code agrees (0).
func mancheDeBase(t code.Taille, essais int, reps []code.Reponse) (points, utilisees int) {
	var ls []plateau.Ligne
	for {
		prop, ok := plateau.PropSuivante(t, ls)
		if !ok {
			return 0, utilisees
		}
		r := reps[utilisees]
		utilisees++
		ls = append(ls, plateau.Ligne{Code: prop, Reponse: r})
		switch {
		case r.Bien == t.Pions:
			return len(ls), utilisees
		case len(ls) == essais:
			return essais + r.Malus(t.Pions), utilisees
		}
	}
}

// propositionsDeBase are the proposals of the base round answered by
// reps, one per answer.
func propositionsDeBase(t code.Taille, reps []code.Reponse) []code.Code {
	var ls []plateau.Ligne
	var props []code.Code
	for _, r := range reps {
		p, ok := plateau.PropSuivante(t, ls)
		if !ok {
			break
		}
		props = append(props, p)
		ls = append(ls, plateau.Ligne{Code: p, Reponse: r})
	}
	return props
}

// reponsesJustes are the right answers to the course's walk for secret,
// at most essais of them.
func reponsesJustes(t code.Taille, secret code.Code, essais int) []code.Reponse {
	var reps []code.Reponse
	for _, l := range joue(t, secret) {
		reps = append(reps, l.Reponse)
	}
	return reps[:min(len(reps), essais)]
}

// lignesReponses are answers as the lines typed: bien then mal.
func lignesReponses(reps []code.Reponse) []string {
	var l []string
	for _, r := range reps {
		l = append(l, strconv.Itoa(r.Bien), strconv.Itoa(r.Mal))
	}
	return l
}

func casMancheHumain() []Cas {
	m := espaces{}
	var cas []Cas
	ajoute := func(t code.Taille, secret string, numManche, essais int, mots []string) {
		l := lettres(t.Couleurs)
		entree, affiche := saisies(mots)
		// After each code read, its answer.
		var montre []Montre
		coups := 0
		for i, w := range mots {
			c, v := lu(w, t.Pions, l)
			if v != "vrai" {
				continue
			}
			r := code.Evalue(deMot(secret, l), c)
			montre = append(montre, Montre{Segment: i + 1, Quoi: fmt.Sprintf("la réponse %s à la proposition %s, après sa saisie", reponse(r), w),
				Alternatives: [][]string{{strconv.Itoa(r.Bien), strconv.Itoa(r.Mal)}}})
			if coups++; r.Bien == t.Pions || coups == essais {
				break
			}
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("mancheHumain(%d, %s, %d, %d), le secret tiré étant %s, avec les saisies %s", t.Pions, accolades(l), numManche, essais, secret, affiche),
			Entrees: []string{strconv.Itoa(t.Pions), l, strconv.Itoa(numManche), strconv.Itoa(essais), secret, entree},
			Attendu: strconv.Itoa(mancheHumain(m, t, deMot(secret, l), essais, mots)), Montre: montre})
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	ajoute(six, "VJBR", 1, 10, []string{"RRRR", "RBBB", "JRBJ", "JBRV", "VRJB", "VJBR"})
	ajoute(six, "VJBR", 3, 3, []string{"RRRR", "RBBB", "JRBJ"})
	ajoute(six, "BRJR", 1, 10, []string{"RBX", "BRJRR", "BRJR"})
	ajoute(six, "BBBB", 1, 1, []string{"RRRR"})
	ajoute(six, "BBRV", 1, 2, []string{"VRBB", "BBRV"})
	ajoute(six, "BBRV", 1, 2, []string{"VRBB", "BBVR"})
	r := hasard(6)
	t := code.Taille{Pions: 3, Couleurs: 4}
	for range 20 {
		secret := mot(t.Aleatoire(r), lettres(4))
		var mots []string
		for range 4 {
			p := mot(t.Aleatoire(r), lettres(4))
			mots = append(mots, p)
			if p == secret {
				break
			}
		}
		ajoute(t, secret, 1, 4, mots)
	}
	return cas
}

func casMancheOrdinateur() []Cas {
	m := espaces{}
	var cas []Cas
	ajoute := func(t code.Taille, pense string, essais int, reps []code.Reponse) {
		l := lettres(t.Couleurs)
		points, n := mancheOrdinateur(m, t, essais, reps, deMot(pense[:t.Pions], l))
		entree, affiche := saisies(lignesReponses(reps[:n]))
		// Each proposal, before its answer is read.
		var montre []Montre
		for k, p := range propositionsDeBase(t, reps[:n]) {
			w := mot(p, l)
			montre = append(montre, Montre{Segment: 2 * k, Quoi: fmt.Sprintf("la proposition %d, %s, avant la saisie de sa réponse", k+1, w), Alternatives: [][]string{{w}}})
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("mancheOrdinateur(%d, %s, 2, %d), le joueur pensant à %s, avec les saisies %s", t.Pions, accolades(l), essais, pense, affiche),
			Entrees: []string{strconv.Itoa(t.Pions), l, "2", strconv.Itoa(essais), entree}, Attendu: strconv.Itoa(points), Montre: montre})
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	vjbr := deMot("VJBR", lettres(6))
	ajoute(six, "VJBR", 10, reponsesJustes(six, vjbr, 10))
	ajoute(six, "VJBR", 6, reponsesJustes(six, vjbr, 6))
	ajoute(six, "VJBR", 4, reponsesJustes(six, vjbr, 4))
	// A coder who answers (0,0) to everything: no code agrees.
	zero := make([]code.Reponse, 6)
	ajoute(six, "VJBR et répondant 0 0 à tout", 10, zero)
	// One wrong answer, found out later.
	faux := reponsesJustes(six, vjbr, 10)
	faux[1] = code.Reponse{Bien: 2, Mal: 0}
	ajoute(six, "VJBR et se trompant à la 2e réponse", 10, append(faux, make([]code.Reponse, 10)...))
	r := hasard(7)
	for _, t := range []code.Taille{{Pions: 3, Couleurs: 4}, six} {
		for range 10 {
			s := t.Aleatoire(r)
			ajoute(t, mot(s, lettres(t.Couleurs)), 6, reponsesJustes(t, s, 6))
		}
	}
	return cas
}

// Niveau 4.

func casSaisie(pair bool) []Cas {
	var cas []Cas
	nom := "saisirEntierPositif"
	if pair {
		nom = "saisirEntierPairPositif"
	}
	for _, l := range [][]string{{"5"}, {"0", "-3", "7"}, {"deux", "3"}, {"1", "2"}, {"3", "0", "-2", "6"}, {"12"}} {
		var n int
		for k, s := range l {
			v, err := strconv.Atoi(s)
			if err == nil && v > 0 && (!pair || v%2 == 0) {
				n, l = v, l[:k+1]
				break
			}
		}
		if n == 0 {
			continue
		}
		entree, affiche := saisies(l)
		cas = append(cas, Cas{Appel: nom + "() avec les saisies " + affiche, Entrees: []string{entree}, Attendu: strconv.Itoa(n)})
	}
	return cas
}

func casSaisirEntierPositif() []Cas     { return casSaisie(false) }
func casSaisirEntierPairPositif() []Cas { return casSaisie(true) }

func casSaisirCouleurs() []Cas {
	var cas []Cas
	for _, l := range [][]string{
		{"3", "Rouge", "Bleu", "Jaune"},
		{"3", "Rouge", "Rose", "Bleu", "Rouge", "Bleu", "Jaune"},
		{"0", "2", "vert", "noir"},
		{"1", "Orange"},
		{"4", "Bleu", "Blanc", "Noir", "Rouge", "Bleu", "Gris", "Noir", "Rouge"},
	} {
		var p couleur.Palette
		n, _ := strconv.Atoi(l[0])
		i := 1
		if n < 1 {
			n, _ = strconv.Atoi(l[1])
			i = 2
		}
		for ; i+n <= len(l); i += n {
			var err error
			if p, err = couleur.Depuis(l[i : i+n]); err == nil {
				break
			}
		}
		entree, affiche := saisies(l)
		cas = append(cas, Cas{Appel: "saisirCouleurs() avec les saisies " + affiche, Entrees: []string{entree}, Attendu: p.String()})
	}
	return cas
}

// organisateur builds the rounds of a game with scripted players: the
// human decodes the given secrets with the given words in odd rounds,
// and answers the given answers in even ones. It keeps its players, to
// tell what each typed.
type organisateur struct {
	m        espaces
	t        code.Taille
	secrets  []code.Code
	penses   []code.Code
	mots     [][]string
	reps     [][]code.Reponse
	decodeur []*decodeurScripte
	codeurs  []*codeurScripte
}

func (o *organisateur) Manche(_ context.Context, p *partie.Partie) (manche.Jouable, error) {
	e := o.m.de(o.t)
	k := (p.NumManche() - 1) / 2
	if p.Decodeur() == partie.Humain {
		d := &decodeurScripte{mots: o.mots[k], p: couleur.MustDefaut(o.t.Couleurs), pions: o.t.Pions}
		o.decodeur = append(o.decodeur, d)
		return manche.NouvelleHumain(e, p.Parametres().NbEssaisMax, o.secrets[k], d)
	}
	c := &codeurScripte{reponses: o.reps[k], secret: o.penses[k]}
	o.codeurs = append(o.codeurs, c)
	return manche.NouvelleOrdinateur(e, p.Parametres().NbEssaisMax, c, strategie.Lexico{}, 0)
}

func casPartie() []Cas {
	m := espaces{}
	var cas []Cas
	six := code.Taille{Pions: 4, Couleurs: 6}
	l := lettres(6)
	ajoute := func(essais int, secrets []string, mots [][]string, penses []string, reps [][]code.Reponse) {
		o := &organisateur{m: m, t: six, mots: mots, reps: reps}
		for k, s := range secrets {
			o.secrets = append(o.secrets, deMot(s, l))
			o.penses = append(o.penses, deMot(penses[k][:4], l))
		}
		g, err := partie.Nouvelle(partie.Parametres{Taille: six, Palette: couleur.MustDefaut(6), NbManches: 2 * len(secrets), NbEssaisMax: essais})
		if err != nil {
			panic(err)
		}
		if err := g.Joue(context.Background(), o); err != nil {
			panic(err)
		}
		for _, c := range o.codeurs {
			if c.secret.Len() == 0 {
				panic("kit: a game case without the coder's secret")
			}
		}
		// What each player typed: the lines the round read.
		var script, lus, tirages []string
		nbLignes := 0
		for k := range secrets {
			tapes := mots[k][:len(mots[k])-len(o.decodeur[k].mots)]
			e, a := saisies(tapes)
			script = append(script, e)
			// Secret k is drawn after the lines of the rounds before it.
			tirages = append(tirages, strconv.Itoa(nbLignes))
			nbLignes += len(tapes) + 2*(len(reps[k])-len(o.codeurs[k].reponses))
			lus = append(lus, fmt.Sprintf("manche %d : le secret tiré est %s, saisies %s", 2*k+1, secrets[k], a))
			e, a = saisies(lignesReponses(reps[k][:len(reps[k])-len(o.codeurs[k].reponses)]))
			script = append(script, e)
			lus = append(lus, fmt.Sprintf("manche %d : le joueur pense à %s, saisies %s", 2*k+2, penses[k], a))
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("partie(4, %s, %d, %d) ; %s", accolades(l), 2*len(secrets), essais, strings.Join(lus, " ; ")),
			Entrees: []string{"4", l, strconv.Itoa(2 * len(secrets)), strconv.Itoa(essais), strings.Join(secrets, ","), strings.Join(script, "/"), strings.Join(tirages, ",")},
			Attendu: fmt.Sprintf("(%d,%d)", g.Score(partie.Humain), g.Score(partie.Ordinateur))})
	}
	vjbr, bbrv := deMot("VJBR", l), deMot("BBRV", l)
	ajoute(10, []string{"VJBR"}, [][]string{{"RRRR", "VJBR"}}, []string{"BBRV"}, [][]code.Reponse{reponsesJustes(six, bbrv, 10)})
	ajoute(3, []string{"VJBR", "BBRV"}, [][]string{{"RRRR", "RBBB", "JRBJ"}, {"BBRV"}},
		[]string{"VJBR", "JJJJ"}, [][]code.Reponse{reponsesJustes(six, vjbr, 3), reponsesJustes(six, deMot("JJJJ", l), 3)})
	ajoute(10, []string{"NNNN", "RRRR"}, [][]string{{"RBX", "NNNN"}, {"ROVN", "RRRR"}},
		[]string{"VJBR et se trompant à la 1re réponse", "JJJJ"}, [][]code.Reponse{append([]code.Reponse{{Bien: 2}}, make([]code.Reponse, 10)...), reponsesJustes(six, deMot("JJJJ", l), 10)})
	return cas
}

// Niveau 5.

func casAfficheErreurs() []Cas {
	var cas []Cas
	ajoute := func(t code.Taille, ls []plateau.Ligne, secret code.Code) {
		l := lettres(t.Couleurs)
		p, err := plateau.Nouveau(t, len(ls)+1)
		if err != nil {
			panic(err)
		}
		for _, x := range ls {
			if err := p.Ajoute(x.Code, x.Reponse); err != nil {
				panic(err)
			}
		}
		var lus []string
		for _, e := range p.Erreurs(secret) {
			lus = append(lus, fmt.Sprintf("essai %d %s : %s au lieu de %s", e.Essai, mot(e.Ligne.Code, l), reponse(e.Ligne.Reponse), reponse(e.Correcte)))
		}
		attendu := "aucune erreur"
		if len(lus) > 0 {
			attendu = strings.Join(lus, " ; ")
		}
		entree, affiche := lignes(ls, l)
		c := Cas{Appel: fmt.Sprintf("afficheErreurs(%s, après %s)", mot(secret, l), affiche), Entrees: []string{entree, mot(secret, l), l}, Attendu: attendu, AttenduJava: Fait}
		// The Java function shows each wrong row and its right answer; its
		// pré-requis asks for at least one.
		for _, e := range p.Erreurs(secret) {
			w := mot(e.Ligne.Code, l)
			c.Montre = append(c.Montre, Montre{Langue: "java", Segment: -1,
				Quoi: fmt.Sprintf("l'erreur de l'essai %d, %s : %s au lieu de %s", e.Essai, w, reponse(e.Ligne.Reponse), reponse(e.Correcte)),
				Alternatives: [][]string{
					{w, strconv.Itoa(e.Correcte.Bien), strconv.Itoa(e.Correcte.Mal)},
					{strconv.Itoa(e.Essai), strconv.Itoa(e.Correcte.Bien), strconv.Itoa(e.Correcte.Mal)},
					{strconv.Itoa(e.Essai - 1), strconv.Itoa(e.Correcte.Bien), strconv.Itoa(e.Correcte.Mal)},
				}})
		}
		if len(c.Montre) == 0 {
			c.Langue = "go"
		}
		cas = append(cas, c)
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	vjbr := deMot("VJBR", lettres(6))
	manche := joue(six, vjbr)
	faux := slices.Clone(manche[:3])
	faux[1].Reponse = code.Reponse{Bien: 2, Mal: 1}
	ajoute(six, faux, vjbr)
	ajoute(six, manche[:5], vjbr)
	faux = slices.Clone(manche[:5])
	faux[0].Reponse = code.Reponse{Bien: 0, Mal: 0}
	faux[4].Reponse = code.Reponse{Bien: 0, Mal: 3}
	ajoute(six, faux, vjbr)
	r := hasard(8)
	for range 30 {
		t := code.Taille{Pions: 3, Couleurs: 4}
		s := t.Aleatoire(r)
		ls := slices.Clone(joue(t, s))
		ls = ls[:len(ls)-1]
		if len(ls) == 0 {
			continue
		}
		for range 1 + r.IntN(2) {
			k := r.IntN(len(ls))
			b := r.IntN(t.Pions)
			if rep := (code.Reponse{Bien: b, Mal: r.IntN(t.Pions - b + 1)}); rep.Verifie(t.Pions) == nil {
				ls[k].Reponse = rep
			}
		}
		ajoute(t, ls, s)
	}
	return cas
}

// Fait is what a runner writes for a Java function that returns nothing
// and ended normally: what it shows is checked by Montre.
const Fait = "fait"

// casAffichePlateau are boards of the course's walk, each row of which
// the Java affichePlateau must show: its code and its answer, in order.
func casAffichePlateau() []Cas {
	var cas []Cas
	for i, p := range planches() {
		if i%3 != 0 && i > 6 {
			continue
		}
		l := lettres(p.t.Couleurs)
		entree, affiche := lignes(p.lignes, l)
		var alt []string
		for _, x := range p.lignes {
			alt = append(alt, mot(x.Code, l), strconv.Itoa(x.Reponse.Bien), strconv.Itoa(x.Reponse.Mal))
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("affichePlateau(%s)", affiche), Entrees: []string{entree, l}, Attendu: Fait,
			Montre: []Montre{{Segment: -1, Quoi: "chaque ligne du plateau, dans l'ordre : " + affiche, Alternatives: [][]string{alt}}}})
	}
	return cas
}

func casStatsMasterMindIA() []Cas {
	m := espaces{}
	var cas []Cas
	for _, t := range []code.Taille{{Pions: 1, Couleurs: 2}, {Pions: 2, Couleurs: 2}, {Pions: 2, Couleurs: 3}, {Pions: 3, Couleurs: 3}, {Pions: 3, Couleurs: 4}, {Pions: 4, Couleurs: 4}, {Pions: 4, Couleurs: 6}} {
		st, err := strategie.Calcule(context.Background(), strategie.Lexico{}, m.de(t), strategie.Options{})
		if err != nil {
			panic(err)
		}
		l := lettres(t.Couleurs)
		var difficiles []string
		for _, c := range st.Difficiles() {
			difficiles = append(difficiles, mot(c, l))
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("statsMasterMindIA(%d, %s)", t.Pions, accolades(l)), Entrees: []string{strconv.Itoa(t.Pions), l},
			Attendu: fmt.Sprintf("(%d,%d)", st.Max, st.Total), Affiche: difficiles})
	}
	return cas
}

// Niveau 6.

func casCodesCFC() []Cas {
	m := espaces{}
	var cas []Cas
	ajoute := func(t code.Taille, s code.Code) {
		l := lettres(t.Couleurs)
		var ms []string
		for _, x := range joueCFC(m.de(t), s) {
			ms = append(ms, mot(x.Code, l))
		}
		cas = append(cas, Cas{Appel: fmt.Sprintf("codesCFC(%s, %d)", mot(s, l), t.Couleurs), Entrees: []string{mot(s, l), l}, Attendu: strings.Join(ms, " ")})
	}
	six := code.Taille{Pions: 4, Couleurs: 6}
	ajoute(six, deMot("VJBR", lettres(6)))
	ajoute(six, deMot("BBRV", lettres(6)))
	for _, t := range []code.Taille{{Pions: 3, Couleurs: 4}, {Pions: 4, Couleurs: 3}, {Pions: 2, Couleurs: 5}} {
		for _, s := range tous(t) {
			ajoute(t, s)
		}
	}
	r := hasard(9)
	for _, t := range []code.Taille{six, {Pions: 5, Couleurs: 7}} {
		for range 60 {
			ajoute(t, t.Aleatoire(r))
		}
	}
	return cas
}
