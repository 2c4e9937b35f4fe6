package strategie

import (
	"fmt"
	"math/bits"

	"github.com/sae-mastermind/mastermind/code"
)

// machineSR runs CFC in a game without repeats, where the course's
// proposals (RRRR, RBBB, VRRR…) are forbidden. It keeps the course's two
// phases and its idea, a background code and a cursor that changes one
// peg of it, with codes that never hold a colour twice (docs/STRATEGIES.md,
// "CFC without repeats"):
//
//   - Phase C finds which colours the secret holds. The background is ρ,
//     the first Pions colours (RBJV on 4×6); the cursor puts another
//     colour in place of one of ρ's. ρ's answer counts the colours ρ
//     shares with the secret (bien + mal); a proposal with one colour
//     replaced shares one more, as many, or one fewer, which compares the
//     two colours. Colour z = Pions (the first colour outside ρ) replaces
//     each of ρ's colours in turn, then each other colour replaces ρ's
//     first one; a colour already known is not tested, and counting (ρ
//     holds s0 of the secret's colours, the others the rest) settles what
//     it can without a proposal, as the course's last colour does.
//   - Phase FC places them. The background is an arrangement of the
//     secret's colours: the placed ones at their place, the others each at
//     a place no answer ruled out (the first such arrangement in code
//     order). Its bien placés count how many of those are right; then the
//     cursor is a blank, a colour the secret does not hold, put in place
//     of one peg: the bien placés drop by one exactly when that peg was
//     right. Once every peg of the arrangement is settled, a colour left
//     with a single possible place (or a place with a single colour) is
//     placed, and a new arrangement starts, until every colour is placed.
//
// A proposal equal to an earlier one of phase C is not played again: its
// answer is known. Without a colour outside the secret (as many colours
// as pegs) there is no blank, and CFC proposes as Lexico (see sansBlanc).
type machineSR struct {
	t     code.Taille
	phase PhaseCFC
	// Phase C: s0 is the number of colours ρ shares with the secret, −1
	// before ρ's answer; statut says what is known of each colour; cible
	// is the colour the next proposal tests.
	s0     int
	statut [code.MaxCouleurs]int8
	cible  int
	// Phase FC: place gives each position's colour, −1 while unknown;
	// exclus the colours known not to be there; disp the round's
	// arrangement, bienDisp its bien placés (−1 before its answer) and k
	// how many of its pegs to place are right; aTester the positions the
	// blank has still to visit, trouves the right pegs it found; vide the
	// blank colour.
	place    [code.MaxPions]int8
	exclus   [code.MaxPions]uint64
	disp     [code.MaxPions]int8
	bienDisp int
	k        int
	aTester  uint16
	trouves  int
	vide     int
	// deja are the proposals of phase C and their answers.
	deja    [code.MaxCouleurs + 1]ligneConnue
	nDeja   int
	journal *[]EtapeCFC
}

// ligneConnue is a proposal of phase C, its answer, and whether it was
// played (CFCPlus skips those whose answer is certain).
type ligneConnue struct {
	c     code.Code
	r     code.Reponse
	jouee bool
}

// What phase C knows of a colour.
const (
	inconnue int8 = iota
	presente
	absente
	// commeZ: the secret holds it exactly when it holds colour z.
	commeZ
)

// sansBlanc reports whether CFC cannot run without repeats at size t: as
// many colours as pegs, so every colour is in the secret and none can
// blank a peg.
func sansBlanc(t code.Taille) bool { return t.SansRepetition && t.Couleurs <= t.Pions }

func nouvelleMachineSR(t code.Taille, journal *[]EtapeCFC) machineSR {
	return machineSR{t: t, s0: -1, bienDisp: -1, journal: journal}
}

func (m *machineSR) note(e EtapeCFC) {
	if m.journal != nil {
		*m.journal = append(*m.journal, e)
	}
}

// z is the colour that stands in for each of ρ's colours.
func (m *machineSR) z() int { return m.t.Pions }

// prochaine is the next proposal.
func (m *machineSR) prochaine() code.Code {
	p := m.t.Pions
	var c [code.MaxPions]int
	switch m.phase {
	case PhaseC:
		for i := range p {
			c[i] = i
		}
		switch {
		case m.s0 < 0:
		case m.cible < p:
			c[m.cible] = m.z()
		default:
			c[0] = m.cible
		}
	case PhaseFC:
		for i := range p {
			c[i] = int(m.disp[i])
		}
		if m.bienDisp >= 0 && m.aTester != 0 {
			c[m.curseur()] = m.vide
		}
	default:
		for i := range p {
			c[i] = int(m.place[i])
		}
	}
	return code.Nouveau(c[:p]...)
}

// curseur is the position the blank visits next.
func (m *machineSR) curseur() int { return bits.TrailingZeros16(m.aTester) }

// apprend takes in the answer r to the proposal prochaine; jouee is false
// when it was not played (its answer was certain).
func (m *machineSR) apprend(r code.Reponse, jouee bool) error {
	if err := m.apprendUne(r, jouee, false); err != nil {
		return err
	}
	return m.avance()
}

func (m *machineSR) apprendUne(r code.Reponse, jouee, deja bool) error {
	switch m.phase {
	case PhaseC:
		return m.apprendC(r, jouee)
	case PhaseFC:
		return m.apprendFC(r, jouee, deja)
	}
	return fmt.Errorf("the deduced code %v is not the secret: %w", m.prochaine(), ErrAucunCandidat)
}

// avance moves to phase FC when every colour is known, and takes as read
// the answers of proposals already made in phase C (Deja when the earlier
// proposal was played, a skipped step otherwise).
func (m *machineSR) avance() error {
	if m.phase == PhaseC {
		m.cible = -1
		for c := range m.t.Couleurs {
			if m.statut[c] == inconnue {
				m.cible = c
				break
			}
		}
		if m.cible >= 0 {
			return nil
		}
		if err := m.debutFC(); err != nil {
			return err
		}
	}
	for m.phase == PhaseFC {
		p := m.prochaine()
		var connue *ligneConnue
		for i := range m.nDeja {
			if m.deja[i].c == p {
				connue = &m.deja[i]
			}
		}
		if connue == nil {
			return nil
		}
		if err := m.apprendUne(connue.r, false, connue.jouee); err != nil {
			return err
		}
	}
	return nil
}

// apprendC takes in an answer of phase C.
func (m *machineSR) apprendC(r code.Reponse, jouee bool) error {
	p, n := m.t.Pions, r.Bien+r.Mal
	prop := m.prochaine()
	avant := m.statut
	if m.nDeja < len(m.deja) {
		m.deja[m.nDeja] = ligneConnue{c: prop, r: r, jouee: jouee}
		m.nDeja++
	}
	if m.s0 < 0 {
		if n > p || p-n > m.t.Couleurs-p {
			return fmt.Errorf("%d colours in common with %v: %w", n, prop, ErrAucunCandidat)
		}
		m.s0 = n
		m.note(EtapeCFC{Nature: Reference, Proposition: prop, Reponse: r, Jouee: jouee, Nombre: n})
		return m.deduit(avant, -1, -1)
	}
	entree, sortie := m.z(), m.cible
	if m.cible >= p {
		entree, sortie = m.cible, 0
	}
	ecart := n - m.s0
	m.note(EtapeCFC{Nature: Echange, Proposition: prop, Reponse: r, Jouee: jouee, Couleur: entree, Remplacee: sortie, Ecart: ecart})
	var err error
	switch ecart {
	case 1:
		err = m.fixe(entree, presente, sortie, absente)
	case -1:
		err = m.fixe(entree, absente, sortie, presente)
	case 0:
		switch {
		case m.connue(entree):
			err = m.fixe(sortie, m.statut[entree], -1, 0)
		case m.connue(sortie):
			err = m.fixe(entree, m.statut[sortie], -1, 0)
		default:
			m.statut[sortie] = commeZ
		}
		entree, sortie = -1, -1
	default:
		err = fmt.Errorf("%d colours in common after one change: %w", n, ErrAucunCandidat)
	}
	if err != nil {
		return err
	}
	return m.deduit(avant, entree, sortie)
}

func (m *machineSR) connue(c int) bool {
	return m.statut[c] == presente || m.statut[c] == absente
}

// fixe records what an answer says of colours a and b (b < 0 for none).
func (m *machineSR) fixe(a int, sa int8, b int, sb int8) error {
	if err := m.fixeUne(a, sa); err != nil {
		return err
	}
	if b < 0 {
		return nil
	}
	return m.fixeUne(b, sb)
}

func (m *machineSR) fixeUne(c int, s int8) error {
	if m.connue(c) && m.statut[c] != s {
		return fmt.Errorf("colour %d both in and out of the secret: %w", c, ErrAucunCandidat)
	}
	if c == m.z() {
		m.fixeZ(s)
		return nil
	}
	m.statut[c] = s
	return nil
}

// fixeZ settles colour z and every colour tied to it.
func (m *machineSR) fixeZ(s int8) {
	for c := range m.t.Couleurs {
		if c == m.z() || m.statut[c] == commeZ {
			m.statut[c] = s
		}
	}
}

// deduit settles what counting settles: ρ holds s0 of the secret's
// colours, the other colours the Pions − s0 others. Every colour settled
// since avant but dit1 and dit2, which the answer's own step names (−1 for
// none), is noted as a Presence step.
func (m *machineSR) deduit(avant [code.MaxCouleurs]int8, dit1, dit2 int) error {
	if err := m.compte(); err != nil {
		return err
	}
	if m.journal == nil {
		return nil
	}
	var x EtapeCFC
	x.Nature = Presence
	for c := range m.t.Couleurs {
		if c == dit1 || c == dit2 || avant[c] == m.statut[c] || !m.connue(c) {
			continue
		}
		if m.statut[c] == presente {
			x.Presentes = append(x.Presentes, c)
		} else {
			x.Absentes = append(x.Absentes, c)
		}
	}
	if len(x.Presentes)+len(x.Absentes) > 0 {
		m.note(x)
	}
	return nil
}

// compte applies the two counts until they settle nothing more.
func (m *machineSR) compte() error {
	p, n, z := m.t.Pions, m.t.Couleurs, m.z()
	for change := true; change; {
		change = false
		// Colours of ρ: known present, unknown, tied to z.
		var pres1, inc1, lies, pres2, inc2 int
		for c := range p {
			switch m.statut[c] {
			case presente:
				pres1++
			case inconnue:
				inc1++
			case commeZ:
				lies++
			}
		}
		for c := p; c < n; c++ {
			switch {
			case m.statut[c] == presente:
				pres2++
			case m.statut[c] == inconnue && c != z:
				inc2++
			}
		}
		r1, r2 := m.s0-pres1, p-m.s0-pres2
		if m.statut[z] == inconnue {
			// z and the colours tied to it are in ρ's count with weight
			// lies, in the others' with weight 1.
			vaut0 := lies > r1 || r2 < 1
			vaut1 := inc1 < r1 || inc2 < r2
			switch {
			case vaut0 && vaut1:
				return fmt.Errorf("the counts of colours disagree: %w", ErrAucunCandidat)
			case vaut0:
				m.fixeZ(absente)
				change = true
			case vaut1:
				m.fixeZ(presente)
				change = true
			case lies == 0:
				c, err := m.complete(0, p, r1, inc1)
				if err != nil {
					return err
				}
				change = c
			}
			continue
		}
		c1, err := m.complete(0, p, r1, inc1)
		if err != nil {
			return err
		}
		c2, err := m.complete(p, n, r2, inc2)
		if err != nil {
			return err
		}
		change = c1 || c2
	}
	return nil
}

// complete settles the unknown colours of [de, a) when the reste present
// colours among their inc are none or all of them.
func (m *machineSR) complete(de, a, reste, inc int) (bool, error) {
	var s int8
	switch {
	case reste < 0 || reste > inc:
		return false, fmt.Errorf("the counts of colours disagree: %w", ErrAucunCandidat)
	case inc == 0:
		return false, nil
	case reste == 0:
		s = absente
	case reste == inc:
		s = presente
	default:
		return false, nil
	}
	for c := de; c < a; c++ {
		if m.statut[c] == inconnue {
			m.statut[c] = s
		}
	}
	return true, nil
}

// etat is the exported picture of the machine.
func (m *machineSR) etat() *EtatCFC {
	p := m.t.Pions
	e := &EtatCFC{Taille: m.t, Phase: m.phase, Couleur: m.cible, Prochaine: m.prochaine()}
	for c := range m.t.Couleurs {
		if m.statut[c] == presente {
			e.K = append(e.K, c)
		}
	}
	switch m.phase {
	case PhaseC:
		for i := range p {
			e.Ref = append(e.Ref, i)
		}
		switch {
		case m.s0 < 0:
			e.Curseur = -1
		case m.cible < p:
			e.Curseur = m.cible
		}
	case PhaseFC:
		for i := range p {
			e.Ref = append(e.Ref, int(m.disp[i]))
		}
		e.Curseur = -1
		if m.bienDisp >= 0 && m.aTester != 0 {
			e.Curseur = m.curseur()
		}
	}
	if m.phase != PhaseC {
		for i := range p {
			e.Determine = append(e.Determine, int(m.place[i]))
		}
	}
	if m.journal != nil {
		e.Etapes = *m.journal
	}
	return e
}
