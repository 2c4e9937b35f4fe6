package code

// VerifieReponse checks answer r to proposition, a code of size t: valid
// for its pegs (Reponse.Verifie), and one that some code of the size
// gives to that very proposition, given its own colours ("0 2" to RRRR is
// none: a guess of one colour has no misplaced peg).
//
// Résultat: nil, an *ErreurReponse of Reponse.Verifie, or an
// *ErreurReponse wrapping ErrSansCode (its Couleurs, the number of
// colours the proposition holds).
func (t Taille) VerifieReponse(proposition Code, r Reponse) error {
	n := proposition.Len()
	if err := r.Verifie(n); err != nil {
		return err
	}
	if !t.ReponsePossible(proposition, r) {
		var vues [MaxCouleurs]bool
		k := 0
		for i := range n {
			if !vues[proposition.At(i)] {
				vues[proposition.At(i)], k = true, k+1
			}
		}
		return &ErreurReponse{Reponse: r, Pions: n, Couleurs: k, Err: ErrSansCode}
	}
	return nil
}

// maxRecherche is the most codes ReponsePossible reads one by one (a
// proposition that repeats a colour in a game without repeats); a larger
// size takes every answer as possible.
const maxRecherche = 1 << 22

// ReponsePossible reports whether some admissible code of size t gives
// answer r to proposition: computed from the proposition's colours, for
// each way of taking r.Bien of its pegs as well placed.
func (t Taille) ReponsePossible(proposition Code, r Reponse) bool {
	n := proposition.Len()
	if r.Verifie(n) != nil {
		return false
	}
	var nb [MaxCouleurs]int
	for i := range n {
		nb[proposition.At(i)]++
	}
	var g []int // pegs per colour of the proposition
	for _, x := range nb {
		if x > 0 {
			g = append(g, x)
		}
	}
	if t.SansRepetition {
		if len(g) == n {
			return possibleSansRepetition(n, t.Couleurs, r)
		}
		return t.possibleParRecherche(proposition, r)
	}
	// A colour the proposition lacks counts for nothing wherever it goes.
	autre := t.Couleurs > len(g)
	e := make([]int, len(g))
	var essaie func(i, reste int) bool
	essaie = func(i, reste int) bool {
		if i == len(g) {
			if reste != 0 {
				return false
			}
			lo, hi := malPlaces(g, e, autre)
			return lo <= r.Mal && r.Mal <= hi
		}
		for x := 0; x <= min(g[i], reste); x++ {
			e[i] = x
			if essaie(i+1, reste-x) {
				return true
			}
		}
		return false
	}
	return essaie(0, r.Bien)
}

// malPlaces is the fewest and the most misplaced pegs when e[i] pegs of
// the proposition's colour i (g[i] pegs) are well placed, with repeats
// allowed: the other pegs' places take any colour but their own, and a
// colour counts as misplaced at most as often as the proposition has it
// off its right places (r[i] = g[i] − e[i]). Every count between the two
// is reached, a place changed at a time.
func malPlaces(g, e []int, autre bool) (lo, hi int) {
	s, rmax := 0, 0
	libre := autre // a colour that counts for nothing
	r := make([]int, len(g))
	for i := range g {
		r[i] = g[i] - e[i]
		s += r[i]
		rmax = max(rmax, r[i])
		libre = libre || r[i] == 0
	}
	if s == 0 {
		return 0, 0
	}
	hi = min(s, 2*(s-rmax))
	if libre {
		return 0, hi
	}
	// Every colour is the proposition's, each with a place off: y[i]
	// places take colour i (at most s − r[i], the places of other
	// colours), which counts min(r[i], y[i]).
	const inf = 1 << 30
	cout := make([]int, s+1)
	for j := range cout {
		cout[j] = inf
	}
	cout[0] = 0
	for i := range g {
		suivant := make([]int, s+1)
		for j := range suivant {
			suivant[j] = inf
		}
		for j, c := range cout {
			if c == inf {
				continue
			}
			for y := 0; y <= s-r[i] && j+y <= s; y++ {
				suivant[j+y] = min(suivant[j+y], c+min(r[i], y))
			}
		}
		cout = suivant
	}
	return cout[s], hi
}

// possibleSansRepetition is ReponsePossible for a proposition of n
// different colours among k, the codes without repeats: the misplaced
// colours go to other places off (never one alone on the only place off),
// and the places left take colours the proposition lacks.
func possibleSansRepetition(n, k int, r Reponse) bool {
	s := n - r.Bien
	return r.Mal <= s && s-r.Mal <= k-n && !(r.Mal == 1 && s == 1)
}

// possibleParRecherche is ReponsePossible by reading every admissible
// code, for a size small enough; a larger one takes r as possible.
func (t Taille) possibleParRecherche(proposition Code, r Reponse) bool {
	if t.Nombre() > maxRecherche {
		return true
	}
	for c := range t.Secrets() {
		if Evalue(c, proposition) == r {
			return true
		}
	}
	return false
}
