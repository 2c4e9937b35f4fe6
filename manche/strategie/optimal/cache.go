package optimal

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"

	"github.com/sae-mastermind/mastermind/code"
)

// The cache's format. The program keeps computed trees on disk, one file
// per size and options (cmd/mastermind/internal/arbres), so that the
// search runs once: the first game computes the tree, the next ones load
// it in a few milliseconds. This file says what a file holds and what it
// is named; reading and writing the files is the cache owner's job.
//
// A file holds a magic word with the format's version, the key (size and
// options), the total, the root's alternatives, the nodes in preorder
// (proposal, number of branches, their answers), and a CRC-32C of all
// that. Decode checks everything, down to the tree being a strategy that
// finds every secret with the total it claims: a damaged, truncated or
// foreign file is an error, never trusted.

// ErrCacheCorrompu: the cache file is damaged or is not the tree asked for.
var ErrCacheCorrompu = errors.New("corrupted cache file")

// ErrCachePerime: the cache file holds a tree of a size without repeats
// computed before the rule bound every proposal (it proposes a code that
// holds a colour twice). It is not damaged, only out of date: the tree is
// computed again.
var ErrCachePerime = errors.New("cache file from before proposals without repeats")

// TailleMax is the most bytes the file of a tree of a size of n codes
// takes: the header, at most n alternatives, at most 4n+4 nodes (Decode
// refuses more) of a proposal, a count and their answers, each number a
// varint of at most 10 bytes, and the checksum.
func TailleMax(n int) int64 {
	noeuds := 4*int64(n) + 4
	return int64(len(magie)) + 8*10 + int64(n)*(10+10+1) + noeuds*(10+10) + noeuds*10 + 4
}

// magie starts every file; its last byte is the format's version.
const magie = "MMOPTIM\x01"

var table = crc32.MakeTable(crc32.Castagnoli)

// Fichier is the name of the file of the tree of size t with options o:
// 4x6.mmo, 4x6-nr-max5-first1234.mmo (without repeats, at most 5
// proposals, first proposal code number 1234).
func Fichier(t code.Taille, o Options) string {
	nom := fmt.Sprintf("%dx%d", t.Pions, t.Couleurs)
	if t.SansRepetition {
		nom += "-nr"
	}
	if o.MaxCoups > 0 {
		nom += fmt.Sprintf("-max%d", o.MaxCoups)
	}
	if o.Premier != nil {
		nom += fmt.Sprintf("-first%d", t.Index(*o.Premier))
	}
	return nom + ".mmo"
}

// Fichier is the name of the file of whole tree a (Fichier of its size
// and options).
//
// Résultat: the name; an error for the tree of a round under way (a
// SousArbre), which is never cached.
func (a *Arbre) Fichier() (string, error) {
	if len(a.prefixe) > 0 {
		return "", errors.New("optimal tree of a round under way: not cached")
	}
	o := Options{MaxCoups: a.maxCoups}
	if a.premier {
		p := a.taille.Code(int(a.noeuds[0].Proposition))
		o.Premier = &p
	}
	return Fichier(a.taille, o), nil
}

// Encode writes the tree in the cache's format.
//
// Pré-requis: a is a whole tree (not a SousArbre).
func (a *Arbre) Encode() []byte {
	var b bytes.Buffer
	b.WriteString(magie)
	u := func(x int) { b.Write(binary.AppendUvarint(nil, uint64(x))) }
	t := a.taille
	u(t.Pions)
	u(t.Couleurs)
	u(btoi(t.SansRepetition))
	u(a.maxCoups)
	premier := 0
	if a.premier {
		premier = int(a.noeuds[0].Proposition) + 1
	}
	u(premier)
	u(a.Total())
	u(len(a.noeuds))
	u(len(a.alternatives))
	for _, x := range a.alternatives {
		u(t.Index(x.Proposition))
		u(x.Total)
		u(btoi(x.Exact))
	}
	for _, n := range a.noeuds {
		u(int(n.Proposition))
		u(len(n.Branches))
		for _, br := range n.Branches {
			u(int(br.Reponse))
		}
	}
	return binary.LittleEndian.AppendUint32(b.Bytes(), crc(b.Bytes()))
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Decode reads a tree written by Encode and checks that it is the tree of
// e's size with options o, and a strategy with the total it claims.
//
// Résultat: the tree, or an error wrapping ErrCacheCorrompu, or
// ErrCachePerime for a tree whose proposals the rule now forbids.
func Decode(data []byte, e *code.Espace, o Options) (*Arbre, error) {
	a, err := decode(data, e, o)
	switch {
	case errors.Is(err, ErrCachePerime):
		return nil, err
	case err != nil:
		return nil, fmt.Errorf("%w: %w", ErrCacheCorrompu, err)
	}
	return a, nil
}

// perime reports a tree that proposes, or considered first, a code the
// rule of e's size forbids.
func (a *Arbre) perime(e *code.Espace) error {
	t := e.Taille()
	for _, x := range a.alternatives {
		if !t.Admissible(x.Proposition) {
			return fmt.Errorf("%w: first proposal %v", ErrCachePerime, x.Proposition)
		}
	}
	for i, n := range a.noeuds {
		if n.Proposition >= 0 && int(n.Proposition) < e.Nombre() && !t.Admissible(e.Code(int(n.Proposition))) {
			return fmt.Errorf("%w: node %d proposes %v", ErrCachePerime, i, e.Code(int(n.Proposition)))
		}
	}
	return nil
}

func decode(data []byte, e *code.Espace, o Options) (*Arbre, error) {
	if len(data) < len(magie)+4 || string(data[:len(magie)]) != magie {
		return nil, errors.New("not an optimal tree of this version")
	}
	corps := data[:len(data)-4]
	if crc(corps) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, errors.New("checksum mismatch")
	}
	r := bufio.NewReader(bytes.NewReader(corps[len(magie):]))
	var lu error
	u := func() int {
		x, err := binary.ReadUvarint(r)
		if err != nil && lu == nil {
			lu = err
		}
		if x > 1<<31 {
			if lu == nil {
				lu = fmt.Errorf("number %d out of range", x)
			}
			// Never a negative or huge count: the caller goes on reading
			// until it checks lu.
			return 0
		}
		return int(x)
	}
	t := e.Taille()
	cle := []int{t.Pions, t.Couleurs, btoi(t.SansRepetition), o.MaxCoups, 0}
	if o.Premier != nil {
		cle[4] = t.Index(*o.Premier) + 1
	}
	for i, voulu := range cle {
		if x := u(); x != voulu && lu == nil {
			return nil, fmt.Errorf("key field %d is %d, want %d", i, x, voulu)
		}
	}
	a := &Arbre{taille: t, maxCoups: o.MaxCoups, premier: o.Premier != nil}
	total, nb, nbAlt := u(), u(), u()
	if lu != nil || nb < 1 || nb > 4*e.Nombre()+4 || nbAlt > e.Nombre() {
		return nil, fmt.Errorf("bad header (%v)", lu)
	}
	for range nbAlt {
		c, v, x := u(), u(), u()
		if c >= e.Nombre() {
			return nil, fmt.Errorf("alternative code number %d", c)
		}
		a.alternatives = append(a.alternatives, Alternative{Proposition: e.Code(c), Total: v, Exact: x == 1})
	}
	a.noeuds = make([]Noeud, 0, nb)
	if err := a.lit(u, nb, t.NbIndices(), 0); err != nil {
		return nil, err
	}
	if lu != nil {
		return nil, lu
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return nil, errors.New("trailing bytes")
	}
	if len(a.noeuds) != nb {
		return nil, fmt.Errorf("%d nodes, %d announced", len(a.noeuds), nb)
	}
	if err := a.perime(e); err != nil {
		return nil, err
	}
	if err := a.recompte(e); err != nil {
		return nil, err
	}
	if err := a.Verifie(e); err != nil {
		return nil, err
	}
	if a.Total() != total {
		return nil, fmt.Errorf("total %d, %d announced", a.Total(), total)
	}
	return a, a.VerifieOptimum(o)
}

// lit reads one node and its subtree in preorder.
func (a *Arbre) lit(u func() int, nb, nbRep, prof int) error {
	if len(a.noeuds) >= nb || prof > nb {
		return errors.New("more nodes than announced")
	}
	i := len(a.noeuds)
	a.noeuds = append(a.noeuds, Noeud{Proposition: int32(u())})
	k := u()
	if k >= nbRep {
		return fmt.Errorf("node %d has %d branches", i, k)
	}
	reps := make([]uint8, k)
	for j := range reps {
		reps[j] = uint8(min(u(), 255))
	}
	for _, rep := range reps {
		j := int32(len(a.noeuds))
		a.noeuds[i].Branches = append(a.noeuds[i].Branches, Branche{Reponse: rep, Noeud: j})
		if err := a.lit(u, nb, nbRep, prof+1); err != nil {
			return err
		}
	}
	return nil
}

// recompte fills in the counts and totals of a tree read from a file by
// walking every secret down it.
func (a *Arbre) recompte(e *code.Espace) error {
	return a.parcours(e, e.Secrets(), func(chemin []int) {
		for k, i := range chemin {
			a.noeuds[i].Candidats++
			a.noeuds[i].Total += int32(len(chemin) - k)
		}
	})
}

// crc is the checksum of the cache's files.
func crc(b []byte) uint32 { return crc32.Checksum(b, table) }
