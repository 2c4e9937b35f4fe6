package optimal

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// A long search can stop and go on another day: Options.Reprise holds
// what it has proved so far, in units that stay true whatever happens
// next, and Options.Jalon is told after each one, so that the caller saves
// it (EncodeReprise) and gives it back to the next run (DecodeReprise).
//
// The units are those of the root. The first proposals worth trying (up
// to symmetry) are tried in a fixed order, and each ends with a result
// that does not depend on the others': its exact total, or a lower bound
// at least the best total found before it (Alternative). The proposal
// being tried is split into its classes, solved one by one: a class solved
// exactly is kept with its total and its tree (the tree is a function of
// the class alone, see "The same tree every time" in docs/OPTIMAL.md).
// The best proposal's class trees are kept too, so that the tree of a
// search resumed is built without solving again what earlier runs solved:
// it is the tree an uninterrupted search builds, node for node.
//
// At every unit the checkpoint also holds certified bounds of the optimum
// (Reprise.Bornes): above, the best total found (a tree achieves it);
// below, the least of that total, of the lower bound of the proposal being
// tried (its classes solved plus the counting bounds of the others) and of
// the counting bound of the next proposal to try.

// ErrRepriseCorrompue: the checkpoint file is damaged, or belongs to
// another size, other options or another version of the program.
var ErrRepriseCorrompue = errors.New("corrupted or foreign checkpoint")

// magieReprise starts every checkpoint; its last byte is the format's
// version. A change in the search's order of proposals must change it:
// the units stored are only true of the order that produced them.
const magieReprise = "MMREPRI\x02"

// Reprise is the progress of a search (see above): empty for a search
// that starts, decoded from a file for one that resumes. The search
// updates it while it runs; read it from Options.Jalon or once Calcule
// returned.
type Reprise struct {
	// contexte is what else the search is of, set when it starts
	// (accordeContexte): the rows before it (a class), and for a lower
	// bound its horizon and exact size.
	contexte []int
	faits    []Alternative // the first proposals done, in the search's order
	meilleur *partie       // the best of them, with its class trees
	courant  *partie       // the proposal being tried, its classes solved so far
	inf, sup int
	parts    int // the units done, in all runs
}

// partie is a first proposal and the classes of it solved exactly.
type partie struct {
	coup    int32
	classes map[uint8]*classeFaite
}

// classeFaite is a class solved exactly: its total and its tree, nodes in
// preorder, the branches' indices counted from the class's root.
type classeFaite struct {
	total  int
	noeuds []Noeud
}

// NouvelleReprise is the progress of a search that starts.
func NouvelleReprise() *Reprise { return &Reprise{} }

// Bornes are certified bounds of the optimal total: inf ≤ optimum ≤ sup.
// sup is 0 while no proposal was solved in full (no tree is known yet);
// inf is 0 before the search measured the root. When the search ended,
// inf == sup == the optimum.
func (r *Reprise) Bornes() (inf, sup int) { return r.inf, r.sup }

// Parts is the number of units done (classes solved, proposals
// concluded), in this run and the runs it resumes.
func (r *Reprise) Parts() int { return r.parts }

// Premiers is the number of first proposals concluded.
func (r *Reprise) Premiers() int { return len(r.faits) }

// vide forgets everything: the checkpoint does not match the search.
func (r *Reprise) vide() { *r = Reprise{contexte: r.contexte} }

// accordeContexte makes the checkpoint that of a search of context ctx:
// one of another context is forgotten.
func (r *Reprise) accordeContexte(ctx []int) {
	if r.contexte != nil && !slices.Equal(r.contexte, ctx) {
		r.vide()
	}
	r.contexte = slices.Clone(ctx)
	if r.contexte == nil {
		r.contexte = []int{}
	}
}

// contexteDe is the context of a search of the rows prefixe (and, for a
// lower bound, its horizon, exact size and half level; 0, 0 and false
// for a search).
func contexteDe(t code.Taille, prefixe []plateau.Ligne, horizon, exact int, demi bool) []int {
	ctx := []int{len(prefixe)}
	for _, l := range prefixe {
		ctx = append(ctx, t.Index(l.Code), t.IndexReponse(l.Reponse))
	}
	ctx = append(ctx, horizon, exact)
	if demi {
		// Only then: the checkpoints written before the half level
		// keep their context.
		ctx = append(ctx, 1)
	}
	return ctx
}

// accorde checks the proposals done against the search's own order cands
// and forgets everything when they disagree (a checkpoint of another
// order).
func (r *Reprise) accorde(cands []uint64, t code.Taille) {
	ok := len(r.faits) <= len(cands)
	meilleur, coup := infini, int32(-1)
	for i := 0; ok && i < len(r.faits); i++ {
		c := candidatDe(cands[i])
		ok = int32(t.Index(r.faits[i].Proposition)) == c.coup
		if r.faits[i].Total < meilleur {
			meilleur, coup = r.faits[i].Total, c.coup
		}
	}
	switch {
	case !ok:
	case coup >= 0 && (r.meilleur == nil || r.meilleur.coup != coup):
		ok = false
	case coup < 0 && r.meilleur != nil:
		ok = false
	case r.courant != nil && (len(r.faits) == len(cands) || candidatDe(cands[len(r.faits)]).coup != r.courant.coup):
		ok = false
	}
	if !ok {
		r.vide()
	}
}

// bornes records the bounds: meilleur the best total found (infini: none),
// enCours the lower bound of the proposal being tried, suivante the
// counting bound of the next one (infini for none).
func (r *Reprise) bornes(meilleur, enCours, suivante int) {
	r.inf = min(meilleur, enCours, suivante)
	r.sup = 0
	if meilleur < infini {
		r.sup = meilleur
	}
	if r.inf >= infini {
		r.inf = r.sup
	}
}

// EncodeReprise writes checkpoint r of the search of size t with options
// o, made by program version version.
func (r *Reprise) EncodeReprise(t code.Taille, o Options, version string) []byte {
	var b bytes.Buffer
	b.WriteString(magieReprise)
	u := func(x int) { b.Write(binary.AppendUvarint(nil, uint64(x))) }
	for _, x := range cleReprise(t, o) {
		u(x)
	}
	u(len(version))
	b.WriteString(version)
	u(len(r.contexte))
	for _, x := range r.contexte {
		u(x)
	}
	u(r.inf)
	u(r.sup)
	u(r.parts)
	u(len(r.faits))
	for _, x := range r.faits {
		u(t.Index(x.Proposition))
		u(x.Total)
		u(btoi(x.Exact))
	}
	for _, p := range []*partie{r.meilleur, r.courant} {
		if p == nil {
			u(0)
			continue
		}
		u(int(p.coup) + 1)
		u(len(p.classes))
		for rep := range 256 {
			cf, ok := p.classes[uint8(rep)]
			if !ok {
				continue
			}
			u(rep)
			u(cf.total)
			u(len(cf.noeuds))
			for _, n := range cf.noeuds {
				u(int(n.Proposition))
				u(int(n.Candidats))
				u(int(n.Total))
				u(len(n.Branches))
				for _, br := range n.Branches {
					u(int(br.Reponse))
					u(int(br.Noeud))
				}
			}
		}
	}
	return binary.LittleEndian.AppendUint32(b.Bytes(), crc(b.Bytes()))
}

// cleReprise is what a checkpoint belongs to: the size and the options.
func cleReprise(t code.Taille, o Options) []int {
	cle := []int{t.Pions, t.Couleurs, btoi(t.SansRepetition), o.MaxCoups, 0}
	if o.Premier != nil {
		cle[4] = t.Index(*o.Premier) + 1
	}
	return cle
}

// DecodeReprise reads a checkpoint written by EncodeReprise and checks
// that it is one of the search of e's size with options o by program
// version version, and that what it holds is well formed (the trees it
// holds are checked again, with the whole tree, when the search ends).
//
// Résultat: the checkpoint, or an error wrapping ErrRepriseCorrompue.
func DecodeReprise(data []byte, e *code.Espace, o Options, version string) (*Reprise, error) {
	r, err := decodeReprise(data, e, o, version)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRepriseCorrompue, err)
	}
	return r, nil
}

func decodeReprise(data []byte, e *code.Espace, o Options, version string) (*Reprise, error) {
	if len(data) < len(magieReprise)+4 || string(data[:len(magieReprise)]) != magieReprise {
		return nil, errors.New("not a checkpoint of this version")
	}
	corps := data[:len(data)-4]
	if crc(corps) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, errors.New("checksum mismatch")
	}
	br := bufio.NewReader(bytes.NewReader(corps[len(magieReprise):]))
	var lu error
	u := func() int {
		x, err := binary.ReadUvarint(br)
		if err != nil && lu == nil {
			lu = err
		}
		if x > 1<<40 {
			if lu == nil {
				lu = fmt.Errorf("number %d out of range", x)
			}
			return 0
		}
		return int(x)
	}
	t := e.Taille()
	for i, voulu := range cleReprise(t, o) {
		if x := u(); x != voulu && lu == nil {
			return nil, fmt.Errorf("key field %d is %d, want %d", i, x, voulu)
		}
	}
	if n := u(); lu == nil && (n != len(version) || n > maxVersion) {
		return nil, fmt.Errorf("program version of %d bytes, want %q", n, version)
	}
	v := make([]byte, len(version))
	if _, err := io.ReadFull(br, v); err != nil || string(v) != version {
		return nil, fmt.Errorf("program version %q, want %q", v, version)
	}
	n := e.Nombre()
	r := &Reprise{}
	nbContexte := u()
	if lu != nil || nbContexte > 2*maxLignesContexte+3 {
		return nil, fmt.Errorf("context of %d numbers", nbContexte)
	}
	r.contexte = make([]int, nbContexte)
	for i := range r.contexte {
		if r.contexte[i] = u(); r.contexte[i] > max(n, 1<<22) {
			return nil, fmt.Errorf("context number %d", r.contexte[i])
		}
	}
	plafond := totalMax(len(e.Secrets()))
	r.inf, r.sup, r.parts = u(), u(), u()
	nbFaits := u()
	switch {
	case lu != nil || nbFaits > n:
		return nil, fmt.Errorf("bad header (%v)", lu)
	case r.inf > plafond || r.sup > plafond:
		return nil, fmt.Errorf("bounds %d and %d, a tree of %d secrets totals at most %d", r.inf, r.sup, len(e.Secrets()), plafond)
	case r.parts > (nbFaits+2)*(e.Taille().NbIndices()+1):
		return nil, fmt.Errorf("%d parts done for %d first proposals", r.parts, nbFaits)
	}
	for range nbFaits {
		c, v, x := u(), u(), u()
		if c >= n || x > 1 || v > plafond {
			return nil, fmt.Errorf("first proposal %d of total %d", c, v)
		}
		r.faits = append(r.faits, Alternative{Proposition: e.Code(c), Total: v, Exact: x == 1})
	}
	for k := range 2 {
		p, err := litPartie(u, e)
		if err != nil {
			return nil, err
		}
		if k == 0 {
			r.meilleur = p
		} else {
			r.courant = p
		}
	}
	if lu != nil {
		return nil, lu
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, errors.New("trailing bytes")
	}
	if r.inf > r.sup && r.sup > 0 {
		return nil, fmt.Errorf("bounds %d > %d", r.inf, r.sup)
	}
	meilleur := 0
	for _, x := range r.faits {
		if meilleur == 0 || x.Total < meilleur {
			meilleur = x.Total
		}
	}
	if r.sup != meilleur {
		return nil, fmt.Errorf("upper bound %d, the first proposals done give %d", r.sup, meilleur)
	}
	return r, nil
}

// totalMax is the most proposals a tree of n secrets can total: every
// proposal of a search's tree splits its candidates, so a secret is found
// within n proposals and the sets along its path shrink one code at least
// at each step: n + (n−1) + … + 1.
func totalMax(n int) int { return n * (n + 1) / 2 }

// litPartie reads a partie, nil when absent.
func litPartie(u func() int, e *code.Espace) (*partie, error) {
	n := e.Nombre()
	nbRep := e.Taille().NbIndices()
	coup := u()
	if coup == 0 {
		return nil, nil
	}
	if coup > n {
		return nil, fmt.Errorf("proposal %d", coup-1)
	}
	p := &partie{coup: int32(coup - 1), classes: map[uint8]*classeFaite{}}
	nbClasses := u()
	if nbClasses >= nbRep {
		return nil, fmt.Errorf("%d classes", nbClasses)
	}
	secrets := len(e.Secrets())
	for range nbClasses {
		rep, total, nb := u(), u(), u()
		if rep >= nbRep || nb < 1 || nb > 4*n+4 || total > totalMax(secrets) {
			return nil, fmt.Errorf("class %d of %d nodes", rep, nb)
		}
		cf := &classeFaite{total: total, noeuds: make([]Noeud, nb)}
		for i := range cf.noeuds {
			p, c, tot := u(), u(), u()
			k := u()
			if p >= n || c < 1 || c > secrets || tot < c || tot > totalMax(c) || k >= nbRep {
				return nil, fmt.Errorf("node %d", i)
			}
			nd := Noeud{Proposition: int32(p), Candidats: int32(c), Total: int32(tot)}
			for range k {
				a, j := u(), u()
				if a >= nbRep || j <= i || j >= nb {
					return nil, fmt.Errorf("node %d: branch to %d", i, j)
				}
				nd.Branches = append(nd.Branches, Branche{Reponse: uint8(a), Noeud: int32(j)})
			}
			cf.noeuds[i] = nd
		}
		if int(cf.noeuds[0].Total) != total {
			return nil, fmt.Errorf("class %d totals %d, %d announced", rep, cf.noeuds[0].Total, total)
		}
		p.classes[uint8(rep)] = cf
	}
	return p, nil
}

// FichierReprise is the name of the checkpoint of the search of size t
// with options o: the tree's name (Fichier) ending in .mmr, 4x9.mmr.
func FichierReprise(t code.Taille, o Options) string {
	nom := Fichier(t, o)
	return nom[:len(nom)-len(".mmo")] + ".mmr"
}

// TailleMaxReprise is the most bytes the checkpoint of a size of n codes
// takes: the header and version, at most n proposals concluded, and two
// proposals' class trees, each at most 4n nodes plus 4 per class (as
// Decode allows a tree), a node at most six varints of 10 bytes.
func TailleMaxReprise(n int) int64 {
	noeuds := 4*int64(n) + 4*256
	return int64(len(magieReprise)) + 8*10 + 10 + maxVersion + (2*maxLignesContexte+4)*10 + int64(n)*30 + 2*(256*30+noeuds*60) + 4
}

// maxVersion is the longest program version a checkpoint names.
const maxVersion = 256

// maxLignesContexte is the most rows before a search a checkpoint names.
const maxLignesContexte = 64
