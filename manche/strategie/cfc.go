package strategie

import (
	"errors"
	"fmt"

	"mastermind/code"
)

// ErrAutreStrategie: a row of the board is not the proposal the strategy
// would have made (a first proposal imposed, a hint played): its reasoning
// cannot be replayed from the rows.
var ErrAutreStrategie = errors.New("a row was not proposed by the strategy")

// errSansBlanc: without repeats and with as many colours as pegs, CFC
// proposes as Lexico (see sansBlanc), so there is no CFC state to replay.
var errSansBlanc = fmt.Errorf("CFC without a blank colour proposes as lexico: %w", ErrAutreStrategie)

// CFC is the course's strategy "Couleur Fond Curseur" (§3.7), which a
// player can follow by hand since it ignores compatibility.
//
// Phase C counts the pegs of each colour: K is the sorted list of the pegs
// known so far; for colour c = 0, 1, …, until K has all its pegs, it
// proposes K followed by c in every other position, and bien + mal −
// len(K) is the number of pegs of colour c; the last colour fills K
// without a proposal.
//
// Phase FC places them. ref = K; iFond = 0, iCurs = pegs − 1, the cursor
// at position 0. While ref[iFond] ≠ ref[iCurs], the cursor goes to the
// next undetermined position (cyclically), and the proposal has colour
// ref[iCurs] there and ref[iFond] everywhere else. The answer's mal tells
// what the secret holds at the cursor: 2, the background colour (iFond
// moves on); 0, the cursor colour (iCurs moves back); 1, neither. Then the
// cursor moves on by one. At the end every undetermined position gets
// ref[iFond], and that code is the secret.
//
// CFC's state follows from the rows alone: see RejoueCFC. When a row is
// not CFC's own proposal (ErrAutreStrategie), CFC proposes as Lexico.
//
// Without repeats those proposals are forbidden (a code never holds a
// colour twice): CFC keeps its two phases, a background and a cursor that
// changes one peg of it, with codes of distinct colours (see machineSR and
// docs/STRATEGIES.md). The course's games, with repeats, are unchanged.
type CFC struct{}

// Nom is "cfc".
func (CFC) Nom() string { return "cfc" }

// Propose returns CFC's next proposal.
func (CFC) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	if sansBlanc(e.Taille()) {
		return LexicoRapide{}.Propose(e)
	}
	m := nouvelleMachineCFC(e.Taille(), nil)
	err := rejoueCFC(&m, e)
	if errors.Is(err, ErrAutreStrategie) {
		return LexicoRapide{}.Propose(e)
	}
	if err != nil {
		return code.Code{}, err
	}
	return m.prochaine(), nil
}

// RejoueCFC rebuilds CFC's reasoning from the rows of state e: where it
// stands and what each answer taught (EtatCFC.Etapes).
//
// Résultat: the state before the next proposal; an error wrapping
// ErrAutreStrategie when a row is not CFC's proposal, ErrAucunCandidat
// when the answers contradict what CFC deduced.
func RejoueCFC(e *Etat) (*EtatCFC, error) {
	if sansBlanc(e.Taille()) {
		return nil, errSansBlanc
	}
	var journal []EtapeCFC
	m := nouvelleMachineCFC(e.Taille(), &journal)
	err := rejoueCFC(&m, e)
	return m.etat(), err
}

func rejoueCFC(m *machineCFC, e *Etat) error {
	for i, l := range e.Lignes {
		if p := m.prochaine(); l.Code != p {
			return fmt.Errorf("row %d: %w", i+1, ErrAutreStrategie)
		}
		if err := m.apprend(l.Reponse, true); err != nil {
			return fmt.Errorf("row %d: %w", i+1, err)
		}
	}
	return nil
}

// PhaseCFC is a phase of CFC.
type PhaseCFC int

// The phases of CFC.
const (
	// PhaseC counts the pegs of each colour.
	PhaseC PhaseCFC = iota
	// PhaseFC places them with a background and a cursor colour.
	PhaseFC
	// PhaseFin: every position is known; the secret is proposed.
	PhaseFin
)

// VerdictFC is what an answer of phase FC says of the cursor's position.
type VerdictFC int

// The verdicts of phase FC, by the answer's mal.
const (
	// Aucune (mal = 1): the position holds neither colour.
	Aucune VerdictFC = iota
	// DeFond (mal = 2): the position holds the background colour.
	DeFond
	// DeCurseur (mal = 0): the position holds the cursor colour.
	DeCurseur
)

// NatureEtape is the kind of a step of CFC's reasoning.
type NatureEtape int

// The kinds of step.
const (
	// Comptage: a proposal of phase C counted the pegs of Couleur.
	Comptage NatureEtape = iota
	// Complement: the last colour fills K without a proposal.
	Complement
	// Placement: a proposal of phase FC examined Position.
	Placement
	// Remplissage: background and cursor colours are equal, so every
	// undetermined position (Positions) holds that colour.
	Remplissage
	// The steps of CFC without repeats (see machineSR).
	//
	// Reference: the background ρ of phase C shares Nombre colours with
	// the secret.
	Reference
	// Echange: Couleur replaced Remplacee in ρ, and the secret shares Ecart
	// (−1, 0 or +1) more colours with the proposal than with ρ.
	Echange
	// Presence: counting settles that the secret holds the colours
	// Presentes and not the colours Absentes, without a proposal.
	Presence
	// Disposition: Nombre pegs of the arrangement Proposition are right
	// among those not placed yet.
	Disposition
	// Masque: the blank Curseur put at Position tells whether the
	// arrangement's colour there, Couleur, is right (Juste).
	Masque
	// Elimination: Position holds Couleur, settled without a proposal of
	// its own (no other place or colour left, or the round's count).
	Elimination
)

// EtapeCFC is one step of CFC's reasoning, with what it taught: the
// course's "Déduction" column.
type EtapeCFC struct {
	Nature NatureEtape
	// Proposition and Reponse: the proposal of a Comptage or Placement and
	// its answer.
	Proposition code.Code
	Reponse     code.Reponse
	// Jouee is false when the proposal was not played because its answer
	// was certain (CFCPlus), and for Complement and Remplissage.
	Jouee bool
	// Couleur and Nombre: the secret holds Nombre pegs of Couleur
	// (Comptage, Complement).
	Couleur, Nombre int
	// Position, Fond, Curseur, Verdict: a Placement examined Position
	// with those colours; Verdict says what is there.
	Position      int
	Fond, Curseur int
	Verdict       VerdictFC
	// Positions are the positions a Remplissage filled with Fond.
	Positions []int
	// Without repeats: Remplacee and Ecart describe an Echange; Presentes
	// and Absentes a Presence; Juste a Masque. Deja is true when the
	// proposal was played on an earlier row, whose answer is taken again.
	Remplacee, Ecart    int
	Presentes, Absentes []int
	Juste, Deja         bool
}

// EtatCFC is CFC's state between two proposals: what the course's
// algorithm keeps in its variables, and the steps that led there.
//
// Without repeats K lists the colours known to be in the secret, Couleur
// is the colour the next proposal of phase C tests, Ref is the background
// (ρ in phase C, the arrangement in phase FC) and Curseur the position
// the next proposal changes (−1 for the arrangement itself); IFond and
// ICurs are unused.
type EtatCFC struct {
	Taille code.Taille
	Phase  PhaseCFC
	// K is the sorted list of the pegs known in phase C (colour numbers).
	K []int
	// Couleur is, in phase C, the next colour to count.
	Couleur int
	// Ref is the reference code of phase FC: K at the end of phase C.
	Ref []int
	// IFond and ICurs index Ref: Ref[IFond] is the background colour,
	// Ref[ICurs] the cursor colour.
	IFond, ICurs int
	// Curseur is the cursor's position (phase FC).
	Curseur int
	// Determine gives each position's colour, −1 while unknown.
	Determine []int
	// Etapes are the steps so far, oldest first.
	Etapes []EtapeCFC
	// Prochaine is the next proposal.
	Prochaine code.Code
}

// machineCFC runs CFC, or, without repeats, its variant sr. With repeats
// it is a value without pointers but its optional journal, so that
// replaying the rows at every move allocates nothing.
type machineCFC struct {
	sr      *machineSR
	t       code.Taille
	phase   PhaseCFC
	k       [code.MaxPions]int8
	nk      int
	couleur int
	ref     [code.MaxPions]int8
	iFond   int
	iCurs   int
	curseur int
	det     [code.MaxPions]int8
	journal *[]EtapeCFC
}

func nouvelleMachineCFC(t code.Taille, journal *[]EtapeCFC) machineCFC {
	m := machineCFC{t: t, journal: journal}
	if t.SansRepetition {
		sr := nouvelleMachineSR(t, journal)
		m.sr = &sr
		return m
	}
	m.avance()
	return m
}

func (m *machineCFC) note(e EtapeCFC) {
	if m.journal != nil {
		*m.journal = append(*m.journal, e)
	}
}

func (m *machineCFC) fond() int     { return int(m.ref[m.iFond]) }
func (m *machineCFC) curseurC() int { return int(m.ref[m.iCurs]) }

// etat is the exported picture of the machine.
func (m *machineCFC) etat() *EtatCFC {
	if m.sr != nil {
		return m.sr.etat()
	}
	p := m.t.Pions
	e := &EtatCFC{Taille: m.t, Phase: m.phase, Couleur: m.couleur, IFond: m.iFond, ICurs: m.iCurs,
		Curseur: m.curseur, Prochaine: m.prochaine()}
	for _, c := range m.k[:m.nk] {
		e.K = append(e.K, int(c))
	}
	if m.phase != PhaseC {
		for i := range p {
			e.Ref = append(e.Ref, int(m.ref[i]))
			e.Determine = append(e.Determine, int(m.det[i]))
		}
	}
	if m.journal != nil {
		e.Etapes = *m.journal
	}
	return e
}

// avance makes the moves that need no proposal: the last colour of phase
// C, the start of phase FC, the cursor's jump over determined positions,
// the final filling.
func (m *machineCFC) avance() {
	p := m.t.Pions
	for {
		switch m.phase {
		case PhaseC:
			if m.nk < p && m.couleur == m.t.Couleurs-1 {
				n := p - m.nk
				for ; m.nk < p; m.nk++ {
					m.k[m.nk] = int8(m.couleur)
				}
				m.note(EtapeCFC{Nature: Complement, Couleur: m.couleur, Nombre: n})
			}
			if m.nk < p {
				return
			}
			m.phase = PhaseFC
			m.ref = m.k
			m.iFond, m.iCurs, m.curseur = 0, p-1, 0
			for i := range p {
				m.det[i] = -1
			}
		case PhaseFC:
			if m.fond() != m.curseurC() {
				// ICurs−IFond+1 positions are undetermined: one exists.
				for range p {
					if m.det[m.curseur] < 0 {
						break
					}
					m.curseur = (m.curseur + 1) % p
				}
				return
			}
			var remplies []int
			for i := range p {
				if m.det[i] < 0 {
					m.det[i] = int8(m.fond())
					if m.journal != nil {
						remplies = append(remplies, i)
					}
				}
			}
			m.note(EtapeCFC{Nature: Remplissage, Fond: m.fond(), Positions: remplies})
			m.phase = PhaseFin
		default:
			return
		}
	}
}

// prochaine is CFC's next proposal in this state.
func (m *machineCFC) prochaine() code.Code {
	if m.sr != nil {
		return m.sr.prochaine()
	}
	p := m.t.Pions
	var c [code.MaxPions]int
	for i := range p {
		var k int
		switch m.phase {
		case PhaseC:
			k = m.couleur
			if i < m.nk {
				k = int(m.k[i])
			}
		case PhaseFC:
			k = m.fond()
			if i == m.curseur {
				k = m.curseurC()
			}
		default:
			k = int(m.det[i])
		}
		c[i] = k
	}
	return code.Nouveau(c[:p]...)
}

// apprend takes in the answer r to the proposal prochaine, played or not.
func (m *machineCFC) apprend(r code.Reponse, jouee bool) error {
	if m.sr != nil {
		return m.sr.apprend(r, jouee)
	}
	switch m.phase {
	case PhaseC:
		n := r.Bien + r.Mal - m.nk
		if n < 0 || m.nk+n > m.t.Pions {
			return fmt.Errorf("colour %d counted %d times: %w", m.couleur, n, ErrAucunCandidat)
		}
		if m.journal != nil {
			m.note(EtapeCFC{Nature: Comptage, Proposition: m.prochaine(), Reponse: r, Jouee: jouee, Couleur: m.couleur, Nombre: n})
		}
		for range n {
			m.k[m.nk] = int8(m.couleur)
			m.nk++
		}
		m.couleur++
	case PhaseFC:
		et := EtapeCFC{Nature: Placement, Reponse: r, Jouee: jouee,
			Position: m.curseur, Fond: m.fond(), Curseur: m.curseurC()}
		if m.journal != nil {
			et.Proposition = m.prochaine()
		}
		switch r.Mal {
		case 2:
			et.Verdict = DeFond
			m.det[m.curseur] = int8(m.fond())
			m.iFond++
		case 0:
			et.Verdict = DeCurseur
			m.det[m.curseur] = int8(m.curseurC())
			m.iCurs--
		case 1:
			et.Verdict = Aucune
		default:
			return fmt.Errorf("%d misplaced with two colours: %w", r.Mal, ErrAucunCandidat)
		}
		if m.iFond > m.iCurs {
			return fmt.Errorf("more pegs placed than counted: %w", ErrAucunCandidat)
		}
		m.note(et)
		m.curseur = (m.curseur + 1) % m.t.Pions
	default:
		return fmt.Errorf("the deduced code %v is not the secret: %w", m.prochaine(), ErrAucunCandidat)
	}
	m.avance()
	return nil
}
