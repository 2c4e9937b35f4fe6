package code

import (
	"math/bits"
	"slices"
)

// MaxEspace is the largest number of codes an Espace holds (7 pegs × 8
// colours is 2 097 152 codes, 32 MiB of masks).
const MaxEspace = 1 << 22

// Espace is every code of a size, numbered by Taille.Index, with what it
// takes to score one code against many fast. Strategies and statistics
// work on code numbers and answer indices (see Taille.IndexReponse) rather
// than on Code values.
//
// Scoring uses two 64-bit masks per code instead of the course's frequency
// tables: bit i×Couleurs+c of the position mask is set when peg i has
// colour c, so the bien placés are the bits two position masks share;
// colour c owns Pions bits of the count mask, the lowest k of them set when
// the code holds k pegs of colour c, so the pegs two codes have in common
// (Σ min of the frequencies) are the bits two count masks share. One answer
// is two ANDs and two population counts, with no table: it stays fast when
// a table of every pair would no longer fit in cache (32768² bytes is 1 GiB
// for 5×8). The package benchmarks compare it with the table and with
// Evalue.
//
// An Espace is read-only once built and safe for concurrent use.
type Espace struct {
	taille  Taille
	masques []Masque
	secrets []int32
}

// Masque is how an Espace sees a code to score it: its position mask and
// its count mask (see Espace). Copying the masks of a list of codes side
// by side (Espace.Masques) lets a long computation read them in order.
type Masque struct{ pos, nb uint64 }

// Score is the answer index (see Taille.IndexReponse) of two codes of a
// size with pions pegs, given their masks.
func (m Masque) Score(n Masque, pions int) int {
	return bits.OnesCount64(m.pos&n.pos)*pions + bits.OnesCount64(m.nb&n.nb)
}

// Bien is the number of bien placés of two codes, given their masks.
func (m Masque) Bien(n Masque) int { return bits.OnesCount64(m.pos & n.pos) }

// Communs is the number of pegs two codes have in common, bien or mal
// placés, given their masks: it depends on their colours only.
func (m Masque) Communs(n Masque) int { return bits.OnesCount64(m.nb & n.nb) }

// VerifieEspace checks that the codes of size t can be numbered and
// scored as an Espace does: the size is valid (Verifie), each code's masks
// fit in 64 bits (Pions × Couleurs <= 64) and there are at most MaxEspace
// codes. Every computation over all the codes of a size (the game, the
// solver) needs it.
//
// Résultat: nil, or an *ErreurTaille (ErrTropGrand when the size is valid
// but too large).
func (t Taille) VerifieEspace() error {
	if err := t.Verifie(); err != nil {
		return err
	}
	if t.Pions*t.Couleurs > 64 || t.Nombre() > MaxEspace {
		return &ErreurTaille{Taille: t, Err: ErrTropGrand}
	}
	return nil
}

// NouvelEspace builds the Espace of size t.
//
// Pré-requis: t.VerifieEspace() == nil, else that error.
func NouvelEspace(t Taille) (*Espace, error) {
	if err := t.VerifieEspace(); err != nil {
		return nil, err
	}
	e := &Espace{taille: t, masques: make([]Masque, t.Nombre())}
	i := 0
	for c := range t.Codes() {
		e.masques[i] = masqueDe(c, t)
		if t.Admissible(c) {
			e.secrets = append(e.secrets, int32(i))
		}
		i++
	}
	e.secrets = slices.Clip(e.secrets)
	return e, nil
}

func masqueDe(c Code, t Taille) Masque {
	var m Masque
	var freq [MaxCouleurs]int
	for i, v := range c.pions() {
		m = m.Plus(t, i, int(v), freq[v])
		freq[v]++
	}
	return m
}

// Taille is the size of the codes of e.
func (e *Espace) Taille() Taille { return e.taille }

// Nombre is the number of codes, Taille().Nombre().
func (e *Espace) Nombre() int { return len(e.masques) }

// Code is the code numbered i.
func (e *Espace) Code(i int) Code { return e.taille.Code(i) }

// Plus is the mask of a code with one more peg than m's: colour c at
// position i, where the code already holds deja pegs of colour c. An
// enumeration builds its codes' masks peg by peg with it rather than
// reading them from the Espace.
func (m Masque) Plus(t Taille, i, c, deja int) Masque {
	m.pos |= 1 << (i*t.Couleurs + c)
	m.nb |= 1 << (c*t.Pions + deja)
	return m
}

// Masque is the mask of code number i.
func (e *Espace) Masque(i int) Masque { return e.masques[i] }

// Masques appends to dst the masks of the codes numbered in liste, in the
// same order.
func (e *Espace) Masques(dst []Masque, liste []int32) []Masque {
	for _, j := range liste {
		dst = append(dst, e.masques[j])
	}
	return dst
}

// Secrets lists the numbers of the admissible secrets in increasing order:
// every code, or those without a repeated colour. The slice is shared:
// callers must not modify it.
func (e *Espace) Secrets() []int32 { return e.secrets }

// Score is the answer index (see Taille.IndexReponse) of codes a and b.
func (e *Espace) Score(a, b int) int {
	return e.masques[a].Score(e.masques[b], e.taille.Pions)
}

// ScoreListe writes in dst[k] the answer index of code g against code
// liste[k].
//
// Pré-requis: len(dst) >= len(liste).
func (e *Espace) ScoreListe(g int, liste []int32, dst []uint8) {
	mg, p := e.masques[g], e.taille.Pions
	dst = dst[:len(liste)]
	for k, j := range liste {
		dst[k] = uint8(mg.Score(e.masques[j], p))
	}
}

// ScoreTous writes in dst[j] the answer index of code g against code j, for
// every code.
//
// Pré-requis: len(dst) >= e.Nombre().
func (e *Espace) ScoreTous(g int, dst []uint8) {
	mg, p := e.masques[g], e.taille.Pions
	dst = dst[:len(e.masques)]
	for j, m := range e.masques {
		dst[j] = uint8(mg.Score(m, p))
	}
}

// NbIndices is the number of answer indices: every index of an answer is
// below it.
func (t Taille) NbIndices() int { return t.Pions*(t.Pions+1) + 1 }

// IndexReponse numbers an answer densely: bien × (Pions+1) + mal, which is
// also bien × Pions + (bien + mal). The winning answer has the largest
// index, Pions × (Pions+1).
func (t Taille) IndexReponse(r Reponse) int { return r.Bien*(t.Pions+1) + r.Mal }

// ReponseIndex is the inverse of IndexReponse.
func (t Taille) ReponseIndex(i int) Reponse {
	return Reponse{Bien: i / (t.Pions + 1), Mal: i % (t.Pions + 1)}
}

// IndexGagnant is the answer index of a proposal equal to the secret.
func (t Taille) IndexGagnant() int { return t.Pions * (t.Pions + 1) }
