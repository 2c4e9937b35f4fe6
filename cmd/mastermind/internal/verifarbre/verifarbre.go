// Package verifarbre checks a Mastermind strategy written as a tree file
// (the format of docs/ARBRE.md: a header, then one line per secret with
// the proposals and answers of its game), and recomputes its figures.
//
// It is written from that format's specification alone, so that a tree
// the program exports (mastermind optimal --export) is checked by code
// that shares nothing with the search that built it: it imports nothing
// of the module (a test says so) and computes every answer itself. What
// it checks: every proposal and secret is a code of the header's size
// (without a colour twice when repeats are off); every answer is the
// true answer of the line's secret; the line ends with the secret found
// (all pegs right) and no earlier; the same answers always lead to the
// same next proposal (the lines are the games of one strategy); each
// secret of the size has exactly one line; the header's total and worst
// case are the ones the lines give.
//
// A file of version 2 holds the strategy of a class only: its header
// names the moves played before (after RRBBJ:2,0), every line starts
// with them, and its secrets are the codes that give those answers (the
// pieces a search split into tasks writes, docs/ARBRE.md).
package verifarbre

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Version is the format's version of a whole tree, the first line's
// number; VersionClasse that of the tree of a class.
const (
	Version       = 1
	VersionClasse = 2
)

// Limits of a file the verifier accepts: a size a tree could be written
// for, and lines a person could read.
const (
	MaxPions   = 10
	MaxSecrets = 1 << 22
	// MaxLigne is the longest line read, in bytes.
	MaxLigne = 1 << 16
)

// lettresPermises are the letters a colour may have.
const lettresPermises = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// The ways a file can be wrong (Erreur.Err).
var (
	ErrEntete     = errors.New("bad header")
	ErrSyntaxe    = errors.New("not a line of proposals CODE:RIGHT,MISPLACED")
	ErrCode       = errors.New("not a code of the size")
	ErrRepetition = errors.New("a colour twice in a game without repeats")
	ErrReponse    = errors.New("wrong answer")
	ErrFin        = errors.New("the line does not end when its secret is found")
	ErrStrategie  = errors.New("two different proposals after the same answers")
	ErrDouble     = errors.New("a secret has two lines")
	ErrManquant   = errors.New("a secret has no line")
	ErrAnnonce    = errors.New("the header's figure is not the lines'")
	ErrApres      = errors.New("the line does not start with the header's after moves")
)

// Erreur is what is wrong with a file: where, which check failed and the
// codes or figures at fault.
type Erreur struct {
	// Ligne is the line's number from 1; 0 when the whole file is at
	// fault (a missing secret).
	Ligne int
	// Err is one of the Err* sentinels.
	Err error
	// Champ is the header's field at fault (ErrEntete, ErrAnnonce).
	Champ string
	// Code is the code at fault: the proposal (ErrCode, ErrRepetition,
	// ErrReponse, ErrStrategie), the secret (ErrFin, ErrDouble,
	// ErrManquant).
	Code string
	// Secret is the line's secret (ErrReponse).
	Secret string
	// Ecrit is what the file says, Juste what it should say: the answers
	// (ErrReponse, "1,2"), the proposals (ErrStrategie), the figures
	// (ErrAnnonce).
	Ecrit, Juste string
	// Autre is the other line (ErrDouble, ErrStrategie).
	Autre int
}

func (e *Erreur) Error() string {
	var b strings.Builder
	if e.Ligne > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Ligne)
	}
	b.WriteString(e.Err.Error())
	for _, x := range []struct{ nom, v string }{{"field", e.Champ}, {"code", e.Code}, {"secret", e.Secret}, {"written", e.Ecrit}, {"true", e.Juste}} {
		if x.v != "" {
			fmt.Fprintf(&b, ", %s %s", x.nom, x.v)
		}
	}
	if e.Autre > 0 {
		fmt.Fprintf(&b, ", other line %d", e.Autre)
	}
	return b.String()
}

// Unwrap lets errors.Is match the sentinel.
func (e *Erreur) Unwrap() error { return e.Err }

// Resultat is what a valid file holds: its size and the figures the
// verifier recomputed from its lines.
type Resultat struct {
	Pions, Couleurs int
	Repetitions     bool
	Lettres         string
	// Secrets is the number of secrets (one line each).
	Secrets int
	// Total is the number of proposals summed over every secret, Pire
	// the most any secret needs.
	Total, Pire int
	// Distribution[k] is the number of secrets found with k proposals.
	Distribution []int
	// Apres are the moves every line starts with, as the header writes
	// them ("RRBBJ:2,0"): none for a whole tree (version 1).
	Apres []string
}

// Moyenne is the average number of proposals.
func (r Resultat) Moyenne() float64 { return float64(r.Total) / float64(r.Secrets) }

// Verifie reads a tree file from r and checks it (see the package
// comment).
//
// Résultat: the size and figures; an *Erreur when the file is not a valid
// tree, the first fault found (lines in order, missing secrets last);
// another error when r cannot be read.
func Verifie(r io.Reader) (Resultat, error) {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 0, 4096), MaxLigne)
	v := &verif{s: s}
	if err := v.entete(); err != nil {
		return Resultat{}, err
	}
	for {
		ligne, ok := v.suivante()
		if !ok {
			break
		}
		if err := v.partie(ligne); err != nil {
			return Resultat{}, err
		}
	}
	if err := s.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return Resultat{}, &Erreur{Ligne: v.numero + 1, Err: ErrSyntaxe}
		}
		return Resultat{}, err
	}
	return v.fin()
}

// verif is one file being checked.
type verif struct {
	s      *bufio.Scanner
	numero int // the last line read
	res    Resultat
	// totalAnnonce, pireAnnonce are the header's figures.
	totalAnnonce, pireAnnonce int
	// ligneTotal, lignePire are their lines.
	ligneTotal, lignePire int
	// lettre maps a letter to its colour, -1 for none.
	lettre [256]int
	// vu[i] is the line of the secret numbered i (in base Couleurs, the
	// first peg least significant), 0 when none yet.
	vu []int
	// noeuds are the nodes of the strategy met so far, the root first:
	// the proposal and the line that first made it; enfants the node an
	// answer leads to.
	noeuds  []noeud
	enfants map[arete]int
	// apres are the moves of the header's after field (version 2).
	apres []coup
}

type noeud struct {
	proposition string
	ligne       int
}

type arete struct {
	noeud, reponse int
}

// suivante returns the next line that is neither blank nor a comment.
func (v *verif) suivante() (string, bool) {
	for v.s.Scan() {
		v.numero++
		l := strings.TrimSuffix(v.s.Text(), "\r")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		return l, true
	}
	return "", false
}

// champ reads the header line "nom VALUE" and returns VALUE.
func (v *verif) champ(nom string) (string, error) {
	l, ok := v.suivante()
	if !ok {
		if err := v.s.Err(); err != nil && !errors.Is(err, bufio.ErrTooLong) {
			return "", err
		}
		return "", &Erreur{Ligne: v.numero + 1, Err: ErrEntete, Champ: nom}
	}
	valeur, ok := strings.CutPrefix(l, nom+" ")
	if !ok || valeur == "" || strings.ContainsAny(valeur, " \t") {
		return "", &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: nom}
	}
	return valeur, nil
}

// entier reads the header line "nom N", N from min to max.
func (v *verif) entier(nom string, min, max int) (int, error) {
	s, err := v.champ(nom)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < min || n > max || strconv.Itoa(n) != s {
		return 0, &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: nom}
	}
	return n, nil
}

// entete reads the header, in its order.
func (v *verif) entete() error {
	version, err := v.entier("mastermind-tree", 0, 1<<20)
	if err != nil {
		return err
	}
	if version != Version && version != VersionClasse {
		return &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "mastermind-tree"}
	}
	r := &v.res
	if r.Pions, err = v.entier("pegs", 1, MaxPions); err != nil {
		return err
	}
	if r.Couleurs, err = v.entier("colors", 1, len(lettresPermises)); err != nil {
		return err
	}
	rep, err := v.champ("repeats")
	if err != nil {
		return err
	}
	switch rep {
	case "yes":
		r.Repetitions = true
	case "no":
		if r.Pions > r.Couleurs {
			return &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "repeats"}
		}
	default:
		return &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "repeats"}
	}
	if r.Lettres, err = v.champ("letters"); err != nil {
		return err
	}
	if err := v.lettres(); err != nil {
		return err
	}
	if version == VersionClasse {
		if err := v.litApres(); err != nil {
			return err
		}
	}
	if v.totalAnnonce, err = v.entier("total", 0, 1<<62); err != nil {
		return err
	}
	v.ligneTotal = v.numero
	if v.pireAnnonce, err = v.entier("worst", 0, 1<<62); err != nil {
		return err
	}
	v.lignePire = v.numero
	n := 1
	for range r.Pions {
		if n > MaxSecrets/r.Couleurs {
			return &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "pegs"}
		}
		n *= r.Couleurs
	}
	v.vu = make([]int, n)
	v.enfants = make(map[arete]int)
	return nil
}

// litApres reads the after field: one move CODE:RIGHT,MISPLACED or more,
// separated by semicolons, none of them winning.
func (v *verif) litApres() error {
	valeur, err := v.champ("after")
	if err != nil {
		return err
	}
	for _, m := range strings.Split(valeur, ";") {
		c, err := v.coup(m)
		if err != nil || c.bien == v.res.Pions || c.bien+c.mal > v.res.Pions {
			return &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "after"}
		}
		v.apres = append(v.apres, c)
		v.res.Apres = append(v.res.Apres, m)
	}
	return nil
}

// dansClasse reports whether the code of colours couleurs gives the
// answers of the after moves (always, for a whole tree).
func (v *verif) dansClasse(couleurs []int) bool {
	for _, c := range v.apres {
		if b, m := Reponse(c.couleurs, couleurs, v.res.Couleurs); b != c.bien || m != c.mal {
			return false
		}
	}
	return true
}

// lettres checks the letters line: one distinct capital per colour.
func (v *verif) lettres() error {
	for i := range v.lettre {
		v.lettre[i] = -1
	}
	l := v.res.Lettres
	faute := &Erreur{Ligne: v.numero, Err: ErrEntete, Champ: "letters"}
	if len(l) != v.res.Couleurs {
		return faute
	}
	for i := range len(l) {
		c := l[i]
		if !strings.ContainsRune(lettresPermises, rune(c)) || v.lettre[c] >= 0 {
			return faute
		}
		v.lettre[c] = i
	}
	return nil
}

// coup is one token of a line: a code and its answer.
type coup struct {
	code       string
	couleurs   []int
	bien, mal  int
	bienEcrit  string // the answer as written, "1,2"
	numeroCode int
}

// partie checks one line: the game of its secret, its last code.
func (v *verif) partie(ligne string) error {
	mots := strings.Split(ligne, " ")
	coups := make([]coup, len(mots))
	for i, m := range mots {
		c, err := v.coup(m)
		if err != nil {
			return err
		}
		coups[i] = c
	}
	p := v.res.Pions
	secret := coups[len(coups)-1]
	if secret.bien != p || secret.mal != 0 {
		return &Erreur{Ligne: v.numero, Err: ErrFin, Code: secret.code}
	}
	for i, c := range v.apres {
		// A class's lines start with the moves played before.
		if i >= len(coups)-1 || coups[i].code != c.code || coups[i].bienEcrit != c.bienEcrit {
			return &Erreur{Ligne: v.numero, Err: ErrApres, Code: secret.code, Juste: v.res.Apres[i]}
		}
	}
	for _, c := range coups[:len(coups)-1] {
		b, m := Reponse(c.couleurs, secret.couleurs, v.res.Couleurs)
		if b != c.bien || m != c.mal {
			return &Erreur{Ligne: v.numero, Err: ErrReponse, Code: c.code, Secret: secret.code,
				Ecrit: c.bienEcrit, Juste: fmt.Sprintf("%d,%d", b, m)}
		}
		if b == p {
			// The secret was proposed before the end of its line.
			return &Erreur{Ligne: v.numero, Err: ErrFin, Code: secret.code}
		}
	}
	if err := v.suit(coups); err != nil {
		return err
	}
	if autre := v.vu[secret.numeroCode]; autre > 0 {
		return &Erreur{Ligne: v.numero, Err: ErrDouble, Code: secret.code, Autre: autre}
	}
	v.vu[secret.numeroCode] = v.numero
	r := &v.res
	r.Secrets++
	r.Total += len(coups)
	r.Pire = max(r.Pire, len(coups))
	for len(r.Distribution) <= len(coups) {
		r.Distribution = append(r.Distribution, 0)
	}
	r.Distribution[len(coups)]++
	return nil
}

// suit walks the line down the strategy met so far, adding what is new:
// the proposal after the same answers must be the same on every line.
func (v *verif) suit(coups []coup) error {
	if len(v.noeuds) == 0 {
		v.noeuds = append(v.noeuds, noeud{})
	}
	n := 0
	for i, c := range coups {
		switch nd := v.noeuds[n]; nd.proposition {
		case "":
			v.noeuds[n] = noeud{proposition: c.code, ligne: v.numero}
		case c.code:
		default:
			return &Erreur{Ligne: v.numero, Err: ErrStrategie, Code: c.code, Ecrit: c.code, Juste: nd.proposition, Autre: nd.ligne}
		}
		if i == len(coups)-1 {
			break
		}
		a := arete{noeud: n, reponse: c.bien*(v.res.Pions+1) + c.mal}
		suivant, ok := v.enfants[a]
		if !ok {
			suivant = len(v.noeuds)
			v.noeuds = append(v.noeuds, noeud{})
			v.enfants[a] = suivant
		}
		n = suivant
	}
	return nil
}

// coup reads one token CODE:RIGHT,MISPLACED.
func (v *verif) coup(m string) (coup, error) {
	code, rep, ok := strings.Cut(m, ":")
	bien, mal, ok2 := strings.Cut(rep, ",")
	if !ok || !ok2 {
		return coup{}, &Erreur{Ligne: v.numero, Err: ErrSyntaxe}
	}
	c := coup{code: code, bienEcrit: rep}
	var err1, err2 error
	c.bien, err1 = strconv.Atoi(bien)
	c.mal, err2 = strconv.Atoi(mal)
	if err1 != nil || err2 != nil || strconv.Itoa(c.bien) != bien || strconv.Itoa(c.mal) != mal || c.bien < 0 || c.mal < 0 {
		return coup{}, &Erreur{Ligne: v.numero, Err: ErrSyntaxe}
	}
	p := v.res.Pions
	if len(code) != p {
		return coup{}, &Erreur{Ligne: v.numero, Err: ErrCode, Code: code}
	}
	c.couleurs = make([]int, p)
	pris := make([]bool, v.res.Couleurs)
	for i := p - 1; i >= 0; i-- {
		k := v.lettre[code[i]]
		if k < 0 {
			return coup{}, &Erreur{Ligne: v.numero, Err: ErrCode, Code: code}
		}
		if pris[k] && !v.res.Repetitions {
			return coup{}, &Erreur{Ligne: v.numero, Err: ErrRepetition, Code: code}
		}
		pris[k] = true
		c.couleurs[i] = k
		c.numeroCode = c.numeroCode*v.res.Couleurs + k
	}
	return c, nil
}

// fin checks that no secret is missing and that the header's figures are
// the lines'.
func (v *verif) fin() (Resultat, error) {
	r := v.res
	for i, ligne := range v.vu {
		if ligne > 0 {
			continue
		}
		couleurs := make([]int, r.Pions)
		n := i
		for j := range couleurs {
			couleurs[j] = n % r.Couleurs
			n /= r.Couleurs
		}
		if (!r.Repetitions && repete(couleurs, r.Couleurs)) || !v.dansClasse(couleurs) {
			continue
		}
		code := make([]byte, r.Pions)
		for j, k := range couleurs {
			code[j] = r.Lettres[k]
		}
		return Resultat{}, &Erreur{Err: ErrManquant, Code: string(code)}
	}
	if r.Total != v.totalAnnonce {
		return Resultat{}, &Erreur{Ligne: v.ligneTotal, Err: ErrAnnonce, Champ: "total",
			Ecrit: strconv.Itoa(v.totalAnnonce), Juste: strconv.Itoa(r.Total)}
	}
	if r.Pire != v.pireAnnonce {
		return Resultat{}, &Erreur{Ligne: v.lignePire, Err: ErrAnnonce, Champ: "worst",
			Ecrit: strconv.Itoa(v.pireAnnonce), Juste: strconv.Itoa(r.Pire)}
	}
	return r, nil
}

// repete reports whether a colour stands twice in couleurs.
func repete(couleurs []int, n int) bool {
	pris := make([]bool, n)
	for _, k := range couleurs {
		if pris[k] {
			return true
		}
		pris[k] = true
	}
	return false
}

// Reponse is the answer to proposal p when the secret is s, n colours
// numbered from 0: bien, the pegs of the right colour in the right place;
// mal, the other pegs of p whose colour s holds, each peg of s counted
// once (the sum over the colours of the least of their counts in p and
// in s, less bien).
//
// Pré-requis: len(p) == len(s), colours in [0, n).
func Reponse(p, s []int, n int) (bien, mal int) {
	np := make([]int, n)
	ns := make([]int, n)
	for i := range p {
		if p[i] == s[i] {
			bien++
		}
		np[p[i]]++
		ns[s[i]]++
	}
	communs := 0
	for k := range n {
		communs += min(np[k], ns[k])
	}
	return bien, communs - bien
}
