package strategie

import (
	"fmt"
	"math/bits"

	"github.com/sae-mastermind/mastermind/code"
)

// Phase FC of CFC without repeats (see machineSR): arrangements of the
// secret's colours, and a blank that visits their pegs.

// debutFC starts phase FC once every colour is known.
func (m *machineSR) debutFC() error {
	nb := 0
	m.vide = -1
	for c := range m.t.Couleurs {
		switch {
		case m.statut[c] == presente:
			nb++
		case m.vide < 0:
			m.vide = c
		}
	}
	if nb != m.t.Pions || m.vide < 0 {
		return fmt.Errorf("%d colours found for %d pegs: %w", nb, m.t.Pions, ErrAucunCandidat)
	}
	m.phase = PhaseFC
	for i := range m.t.Pions {
		m.place[i] = -1
	}
	return m.nouveauTour()
}

// aPlacer are the colours of the secret not yet placed, one bit each.
func (m *machineSR) aPlacer() uint64 {
	var v uint64
	for c := range m.t.Couleurs {
		if m.statut[c] == presente {
			v |= 1 << c
		}
	}
	for i := range m.t.Pions {
		if m.place[i] >= 0 {
			v &^= 1 << m.place[i]
		}
	}
	return v
}

// nouveauTour starts a round: an arrangement, or the end when every
// colour is placed.
func (m *machineSR) nouveauTour() error {
	if err := m.elimine(); err != nil {
		return err
	}
	if m.aPlacer() == 0 {
		m.phase = PhaseFin
		return nil
	}
	if !m.dispose(0, m.aPlacer()) {
		return fmt.Errorf("no arrangement agrees with the answers: %w", ErrAucunCandidat)
	}
	m.bienDisp, m.k, m.aTester, m.trouves = -1, 0, 0, 0
	return nil
}

// dispose fills disp from position i on with the colours libres, each at
// a position not excluded for it, the first such arrangement in code
// order.
func (m *machineSR) dispose(i int, libres uint64) bool {
	for i < m.t.Pions && m.place[i] >= 0 {
		m.disp[i] = m.place[i]
		i++
	}
	if i == m.t.Pions {
		return true
	}
	for c := range m.t.Couleurs {
		if libres&(1<<c) == 0 || m.exclus[i]&(1<<c) != 0 {
			continue
		}
		m.disp[i] = int8(c)
		if m.dispose(i+1, libres&^(1<<c)) {
			return true
		}
	}
	return false
}

// apprendFC takes in the answer to the arrangement or to a blank.
func (m *machineSR) apprendFC(r code.Reponse, jouee, deja bool) error {
	p := m.t.Pions
	prop := m.prochaine()
	if m.bienDisp < 0 {
		places, libres := 0, 0
		for i := range p {
			if m.place[i] >= 0 {
				places++
			} else {
				libres |= 1 << i
			}
		}
		m.k = r.Bien - places
		if r.Bien+r.Mal != p || m.k < 0 || m.k > bits.OnesCount(uint(libres)) {
			return fmt.Errorf("answer %v to the arrangement %v: %w", r, prop, ErrAucunCandidat)
		}
		m.bienDisp = r.Bien
		m.aTester = uint16(libres)
		m.note(EtapeCFC{Nature: Disposition, Proposition: prop, Reponse: r, Jouee: jouee, Deja: deja, Nombre: m.k})
		return m.compteTour()
	}
	u := m.curseur()
	juste := r.Bien == m.bienDisp-1
	if r.Bien+r.Mal != p-1 || (!juste && r.Bien != m.bienDisp) {
		return fmt.Errorf("answer %v with peg %d blanked: %w", r, u+1, ErrAucunCandidat)
	}
	m.note(EtapeCFC{Nature: Masque, Proposition: prop, Reponse: r, Jouee: jouee, Deja: deja,
		Position: u, Couleur: int(m.disp[u]), Curseur: m.vide, Juste: juste})
	m.regle(u, juste)
	return m.compteTour()
}

// regle settles peg u of the arrangement: right or not.
func (m *machineSR) regle(u int, juste bool) {
	m.aTester &^= 1 << u
	if juste {
		m.place[u] = m.disp[u]
		m.trouves++
		return
	}
	m.exclus[u] |= 1 << m.disp[u]
}

// compteTour settles the pegs of the round the count settles (all its
// right pegs found, or as many left as right pegs missing), then starts
// a new round once every peg of the arrangement is settled.
func (m *machineSR) compteTour() error {
	reste := bits.OnesCount16(m.aTester)
	switch {
	case m.trouves == m.k:
		for u := range m.t.Pions {
			if m.aTester&(1<<u) != 0 {
				m.regle(u, false)
			}
		}
	case reste == m.k-m.trouves:
		for u := range m.t.Pions {
			if m.aTester&(1<<u) != 0 {
				m.regle(u, true)
				m.note(EtapeCFC{Nature: Elimination, Position: u, Couleur: int(m.disp[u])})
			}
		}
	}
	if m.aTester != 0 {
		return nil
	}
	return m.nouveauTour()
}

// elimine places a colour left with a single possible position, and a
// position left with a single possible colour, until none is.
func (m *machineSR) elimine() error {
	for change := true; change; {
		change = false
		libres := m.aPlacer()
		for c := range m.t.Couleurs {
			if libres&(1<<c) == 0 {
				continue
			}
			u, n := -1, 0
			for i := range m.t.Pions {
				if m.place[i] < 0 && m.exclus[i]&(1<<c) == 0 {
					u, n = i, n+1
				}
			}
			if n == 0 {
				return fmt.Errorf("colour %d has no place left: %w", c, ErrAucunCandidat)
			}
			if n == 1 {
				m.placePar(u, c)
				libres &^= 1 << c
				change = true
			}
		}
		for i := range m.t.Pions {
			if m.place[i] >= 0 {
				continue
			}
			possibles := libres &^ m.exclus[i]
			switch bits.OnesCount64(possibles) {
			case 0:
				return fmt.Errorf("peg %d has no colour left: %w", i+1, ErrAucunCandidat)
			case 1:
				c := bits.TrailingZeros64(possibles)
				m.placePar(i, c)
				libres &^= 1 << c
				change = true
			}
		}
	}
	return nil
}

// placePar places colour c at position u by elimination.
func (m *machineSR) placePar(u, c int) {
	m.place[u] = int8(c)
	m.note(EtapeCFC{Nature: Elimination, Position: u, Couleur: c})
}
