package strategie

import (
	"errors"
	"fmt"

	"mastermind/code"
)

// CFCPlus is CFC improved, still with background and cursor colours: it
// makes CFC's proposals in CFC's order, but
//
//   - it does not play a proposal whose answer it already knows: when
//     every code still compatible with the answers would give that
//     proposal the same answer, the proposal teaches nothing, so CFCPlus
//     takes that answer as read and moves on to CFC's next proposal (a
//     colour whose count the earlier bien placés already fix, a cursor
//     position whose colour they already tell);
//   - as soon as a single compatible code is left, it proposes it.
//
// Since a skipped proposal's answer is the one it would have got, CFCPlus
// follows CFC's reasoning step for step and never needs more proposals
// than CFC for any secret; it needs fewer for most (docs/STRATEGIES.md).
// Its state follows from the rows: see RejoueCFCPlus. When a row is not
// its own proposal it proposes as Lexico.
type CFCPlus struct{}

// Nom is "cfc-plus".
func (CFCPlus) Nom() string { return "cfc-plus" }

// Propose returns CFCPlus's next proposal.
func (CFCPlus) Propose(e *Etat) (code.Code, error) {
	switch len(e.Candidats) {
	case 0:
		return code.Code{}, ErrAucunCandidat
	case 1:
		return e.Espace.Code(int(e.Candidats[0])), nil
	}
	if sansBlanc(e.Taille()) {
		return LexicoRapide{}.Propose(e)
	}
	m := nouvelleMachineCFC(e.Taille(), nil)
	err := rejoueCFCPlus(&m, e)
	if errors.Is(err, ErrAutreStrategie) {
		return LexicoRapide{}.Propose(e)
	}
	if err != nil {
		return code.Code{}, err
	}
	return m.prochaine(), nil
}

// RejoueCFCPlus rebuilds CFCPlus's reasoning from the rows of state e, the
// proposals it skipped included (steps with Jouee false).
//
// A proposal CFCPlus skipped had the same answer for every code then
// compatible, so it has it for every candidate of e, which are a part of
// them; and a skipped proposal is never played later, since its answer
// stays certain. So a row equal to CFC's next proposal was played, and
// any other proposal in between was skipped with the answer every
// candidate of e gives it.
//
// Résultat: the state before the next proposal; an error wrapping
// ErrAutreStrategie when a row is not CFCPlus's proposal,
// ErrAucunCandidat when e has no candidate or the answers contradict CFC's
// deductions.
func RejoueCFCPlus(e *Etat) (*EtatCFC, error) {
	if sansBlanc(e.Taille()) {
		return nil, errSansBlanc
	}
	var journal []EtapeCFC
	m := nouvelleMachineCFC(e.Taille(), &journal)
	err := rejoueCFCPlus(&m, e)
	return m.etat(), err
}

func rejoueCFCPlus(m *machineCFC, e *Etat) error {
	if len(e.Candidats) == 0 {
		return ErrAucunCandidat
	}
	t := e.Taille()
	k := 0
	// Each turn plays a row or a certain answer, and CFC ends within
	// (Pions+1) × (Couleurs + 2·Pions) steps when the answers agree with a
	// code (without repeats, phase FC may need 2·Pions² of them).
	for limite := len(e.Lignes) + (t.Pions+1)*(t.Couleurs+2*t.Pions) + 1; limite > 0; limite-- {
		p := m.prochaine()
		if k < len(e.Lignes) && e.Lignes[k].Code == p {
			if err := m.apprend(e.Lignes[k].Reponse, true); err != nil {
				return fmt.Errorf("row %d: %w", k+1, err)
			}
			k++
			continue
		}
		r, certaine := reponseCertaine(e, p)
		if !certaine || r.Gagnante(t.Pions) {
			if k < len(e.Lignes) {
				return fmt.Errorf("row %d: %w", k+1, ErrAutreStrategie)
			}
			return nil
		}
		if err := m.apprend(r, false); err != nil {
			return err
		}
	}
	return fmt.Errorf("CFC does not end: %w", ErrAucunCandidat)
}

// reponseCertaine returns the answer every candidate of e gives to p, and
// whether they all give the same.
func reponseCertaine(e *Etat, p code.Code) (code.Reponse, bool) {
	t := e.Taille()
	g := t.Index(p)
	a := e.Espace.Score(g, int(e.Candidats[0]))
	for _, c := range e.Candidats[1:] {
		if e.Espace.Score(g, int(c)) != a {
			return code.Reponse{}, false
		}
	}
	return t.ReponseIndex(a), true
}
