package code

// Suivant is the course's passeCodeSuivantLexico: the code that follows c in
// lexicographic order.
//
// Pré-requis: t.VerifieCode(c) == nil.
// Résultat: the next code and true; after the last code, the first code
// (every peg colour 0) and false, as the course's revised specification
// asks.
func (t Taille) Suivant(c Code) (Code, bool) {
	for i := t.Pions - 1; i >= 0; i-- {
		if int(c.c[i]) < t.Couleurs-1 {
			c.c[i]++
			return c, true
		}
		c.c[i] = 0
	}
	return c, false
}

// Precedent is Suivant in decreasing order: the code that comes before c.
//
// Pré-requis: t.VerifieCode(c) == nil.
// Résultat: the previous code and true; before the first code, the last
// code and false.
func (t Taille) Precedent(c Code) (Code, bool) {
	for i := t.Pions - 1; i >= 0; i-- {
		if c.c[i] > 0 {
			c.c[i]--
			return c, true
		}
		c.c[i] = uint8(t.Couleurs - 1)
	}
	return c, false
}
