package strategie

import (
	"errors"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Genre is the kind of reasoning behind a proposal.
type Genre int

// The kinds of reasoning.
const (
	// GenreImpose: the proposal was imposed (--first), not reasoned.
	GenreImpose Genre = iota
	// GenreCompatible: a code compatible with every answer, found by a walk
	// through the codes (lexico family) or drawn (random).
	GenreCompatible
	// GenreCFC: a step of the course's CFC reasoning (cfc, cfc-plus).
	GenreCFC
	// GenreScore: the best split of the candidates under a criterion.
	GenreScore
	// GenreArbre: a node of a decision tree computed in advance (the
	// optimal strategy): the classes the proposal leaves and their cost.
	GenreArbre
	// GenreLibre: a strategy that does not say why (a program): only the
	// codes left.
	GenreLibre
)

// Explication is what the computer learned from one row: the data of one
// line of the course's "Déduction" column, for the program to word in its
// language.
type Explication struct {
	Strategie string
	Genre     Genre
	// Gagne: the row's answer says the proposal is the secret.
	Gagne bool
	// Avant and Restants count the codes compatible with the answers
	// before the row and after its answer.
	Avant, Restants int
	// Ecartes is how many codes the walk passed over before reaching the
	// proposal (GenreCompatible); −1 when the proposal was drawn.
	Ecartes int
	// Etapes are the steps of CFC's reasoning this row took, those it
	// skipped because their answer was certain included (GenreCFC).
	Etapes []EtapeCFC
	// Critere, Choix, Second and Deux: the criterion, the proposal's split
	// and the runner-up's, when there is one (GenreScore).
	Critere       Critere
	Choix, Second Choix
	Deux          bool
	// Cout is the number of proposals the tree still makes, summed over
	// the candidates before the row (this one included); Classes are the
	// answers the proposal may get, but the winning one (GenreArbre).
	Cout    int
	Classes []ClasseArbre
}

// ClasseArbre is an answer a tree's proposal may get: the candidates it
// leaves, the proposals the tree makes after it summed over them, and the
// counting lower bound of that sum.
type ClasseArbre struct {
	Reponse   code.Reponse
	Candidats int
	Cout      int
	Borne     int
	// Recue: the answer the row actually got.
	Recue bool
}

// Explicable is a strategy that can say why it proposed a row's code.
type Explicable interface {
	// Raisonne fills the part of x that depends on the strategy, for row l
	// played in state avant. It returns an error wrapping ErrAutreStrategie
	// when l is not the strategy's own proposal.
	Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error
}

// Explique says what strategy s learned from row l, played in state avant
// (the rows before it and their candidates). A row s did not propose
// itself (an imposed first proposal) is GenreImpose; a row of a strategy
// that is not Explicable (a program) is GenreLibre.
//
// Pré-requis: l.Code is the proposal s made, or an imposed one.
func Explique(s Strategie, avant *Etat, l plateau.Ligne) (Explication, error) {
	x := Explication{
		Strategie: s.Nom(),
		Gagne:     l.Reponse.Gagnante(avant.Taille().Pions),
		Avant:     len(avant.Candidats),
		Restants:  len(Filtre(avant.Espace, avant.Candidats, l)),
		Ecartes:   -1,
	}
	if a, ok := s.(AvecPremier); ok {
		if len(avant.Lignes) == 0 {
			return x, nil
		}
		s = a.S
	}
	e, ok := s.(Explicable)
	if !ok {
		x.Genre = GenreLibre
		return x, nil
	}
	err := e.Raisonne(avant, l, &x)
	if errors.Is(err, ErrAutreStrategie) {
		return Explication{Strategie: x.Strategie, Gagne: x.Gagne, Avant: x.Avant, Restants: x.Restants, Ecartes: -1}, nil
	}
	return x, err
}

// marche fills the walk's count: from the previous proposal, or from the
// walk's start (counted itself) on the first row.
func marche(avant *Etat, l plateau.Ligne, depart code.Code, decroissant bool, x *Explication) error {
	t := avant.Taille()
	x.Genre = GenreCompatible
	if n := len(avant.Lignes); n > 0 {
		x.Ecartes = Parcourus(t, avant.Lignes[n-1].Code, l.Code, decroissant)
		return nil
	}
	avantDepart, _ := t.Precedent(depart)
	if decroissant {
		avantDepart, _ = t.Suivant(depart)
	}
	x.Ecartes = Parcourus(t, avantDepart, l.Code, decroissant)
	return nil
}

// Raisonne counts the codes the increasing walk passed over.
func (Lexico) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	return marche(avant, l, avant.Taille().Premier(), false, x)
}

// Raisonne counts the codes the decreasing walk passed over.
func (LexicoDecroissant) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	return marche(avant, l, avant.Taille().Dernier(), true, x)
}

// Raisonne counts the codes the walk from the drawn start passed over.
func (LexicoAleatoire) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	return marche(avant, l, Depart(avant.Espace, avant.Graine), false, x)
}

// Raisonne counts the codes the walk, in the drawn order, passed over.
func (LexicoAlea) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	if Decroissant(avant.Graine) {
		return LexicoDecroissant{}.Raisonne(avant, l, x)
	}
	return Lexico{}.Raisonne(avant, l, x)
}

// Raisonne says the proposal was drawn among the candidates.
func (Hasard) Raisonne(_ *Etat, _ plateau.Ligne, x *Explication) error {
	x.Genre = GenreCompatible
	return nil
}

// Raisonne keeps the steps of CFC's reasoning the row took; where CFC
// proposes as Lexico (no blank colour), it explains as Lexico.
func (CFC) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	if sansBlanc(avant.Taille()) {
		return Lexico{}.Raisonne(avant, l, x)
	}
	return etapes(RejoueCFC, avant, l, x)
}

// Raisonne keeps the steps of CFCPlus's reasoning the row took, the
// skipped ones included.
func (CFCPlus) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	if sansBlanc(avant.Taille()) {
		return Lexico{}.Raisonne(avant, l, x)
	}
	return etapes(RejoueCFCPlus, avant, l, x)
}

// etapes keeps the steps of CFC's reasoning that row l added.
func etapes(rejoue func(*Etat) (*EtatCFC, error), avant *Etat, l plateau.Ligne, x *Explication) error {
	a, err := rejoue(avant)
	if err != nil {
		return err
	}
	lignes := append(append([]plateau.Ligne(nil), avant.Lignes...), l)
	apres := &Etat{Espace: avant.Espace, Lignes: lignes, Candidats: Filtre(avant.Espace, avant.Candidats, l), Graine: avant.Graine}
	b, err := rejoue(apres)
	if err != nil && !errors.Is(err, ErrAucunCandidat) {
		return err
	}
	x.Genre = GenreCFC
	x.Etapes = b.Etapes[len(a.Etapes):]
	return nil
}

// Raisonne gives the split of the proposal and of the runner-up.
func (s ParScore) Raisonne(avant *Etat, _ plateau.Ligne, x *Explication) error {
	premier, second, deux, err := s.Meilleurs(avant)
	if err != nil {
		return err
	}
	x.Genre, x.Critere, x.Choix, x.Second, x.Deux = GenreScore, s.Critere, premier, second, deux
	return nil
}
