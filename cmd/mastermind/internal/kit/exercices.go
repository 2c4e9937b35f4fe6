package kit

import "strings"

// Exercice is one method of the kit that a student writes.
type Exercice struct {
	// Paquet is the Go package ("utmm"), Fonction the function or
	// "Type.Methode" ("Palette.Index").
	Paquet, Fonction string
	// Cours is the handout's name for it ("nbBienPlaces").
	Cours string
	// Consigne is its French comment: the handout's pré-requis and
	// action (or résultat), one line each.
	Consigne []string
}

// Exercices lists the methods the kit leaves to write, in the order a
// student writes them: the array tools, the colours, the codes, the board.
// The kit's test file (modele/exercices_test.go.txt) tests each one under
// its Cours name.
func Exercices() []Exercice {
	return []Exercice{
		{"utmm", "CompteDans", "tabFrequence", []string{
			"pré-requis : chaque élément de t est compris entre 0 et len(f)-1, et f ne contient que des 0",
			"action : f[i] devient le nombre d'éléments de t égaux à i",
			"exemple : t = (1,0,2,0) et len(f) = 6 donnent f = (2,1,1,0,0,0)"}},
		{"utmm", "Communs", "nbCommuns", []string{
			"pré-requis : f1 et f2 sont les tableaux de fréquence de deux codes, de même longueur",
			"résultat : le nombre d'éléments communs aux deux codes, indépendamment de leur position,",
			"c'est-à-dire la somme des min(f1[i], f2[i])"}},
		{"utmm", "BienPlaces", "nbBienPlaces", []string{
			"pré-requis : len(a) == len(b)",
			"résultat : le nombre d'indices i tels que a[i] == b[i]",
			"exemple : (1,0,2,0) et (2,0,0,3) (BRJR et JRRV) donnent 1"}},
		{"utmm", "Doublon", "elemDiff", []string{
			"résultat : les indices i < j des deux premières occurrences du premier élément",
			"de t qui apparaît deux fois, et ok = true ; ok = false si les éléments de t",
			"sont tous différents (utile pour vérifier que des initiales sont distinctes)"}},
		{"couleur", "Palette.Lettre", "conversion d'un numéro de couleur en caractère", []string{
			"pré-requis : 0 <= i < p.Len()",
			"résultat : l'initiale de la couleur numéro i (dans tabCouleurs = RBJVON, 1 donne 'B')"}},
		{"couleur", "Palette.Index", "conversion d'un caractère en numéro de couleur", []string{
			"résultat : le numéro de la couleur d'initiale r, sans tenir compte de la casse",
			"('J' et 'j' donnent 2 dans RBJVON), et ok = true ; ok = false si aucune couleur",
			"n'a cette initiale (utilisez unicode.ToUpper)"}},
		{"code", "Code.Mot", "entiersVersMot", []string{
			"résultat : le code sous forme de mot, chaque numéro de couleur remplacé par",
			"son initiale dans p : (1,0,2,0) donne \"BRJR\" ; un numéro hors de la palette donne '?'"}},
		{"code", "Lire", "codeCorrect et motVersEntiers", []string{
			"action : lit le mot (les espaces sont ignorés, la casse aussi) comme un code de",
			"pions pions ; une lettre inconnue donne une *ErreurLettre (Position à partir de 1),",
			"une mauvaise longueur une *ErreurLongueur (Attendu, Recu)",
			"résultat : le code, ou l'erreur ; \"BRJR\" donne (1,0,2,0)"}},
		{"code", "Evalue", "nbBienMalPlaces", []string{
			"pré-requis : les deux codes ont la même longueur",
			"résultat : la réponse du codeur qui a le secret : les bien placés (BienPlaces)",
			"et les mal placés (les éléments communs, Communs sur les tableaux de fréquence,",
			"moins les bien placés) ; Evalue(BRJR, JRRV) donne (1,2)"}},
		{"code", "Reponse.Verifie", "repCorrecte", []string{
			"résultat : nil si les deux nombres sont positifs ou nuls, leur somme au plus",
			"pions, et la réponse n'est pas (pions-1, 1) ; sinon une *ErreurReponse dont Err",
			"est ErrNegatif, ErrTropDePions ou ErrImpossible"}},
		{"code", "Reponse.Malus", "le malus d'une manche perdue", []string{
			"résultat : mal + 2 × (pions − (bien + mal)) : (1,2) sur 4 pions donne 4"}},
		{"code", "Taille.Suivant", "passeCodeSuivantLexico", []string{
			"pré-requis : c est un code de la taille t",
			"résultat : le code qui suit c dans l'ordre lexicographique, et true ;",
			"après le dernier code, le premier (que des 0) et false",
			"exemple (6 couleurs) : (3,2,3,5) donne (3,2,4,0)"}},
		{"code", "Taille.Aleatoire", "codeAleat", []string{
			"résultat : un code tiré au hasard avec r parmi ceux de la taille t : chaque pion",
			"entre 0 et t.Couleurs-1 ; sans répétition (t.SansRepetition), aucune couleur deux fois"}},
		{"plateau", "EstCompatibleAvec", "estCompat", []string{
			"résultat : true si c pourrait être le secret : chaque proposition des lignes",
			"aurait reçu la réponse qu'elle a reçue si c était le secret (code.Evalue)"}},
		{"plateau", "Plateau.Erreurs", "afficheErreurs", []string{
			"pré-requis : secret est un code de la taille du plateau",
			"résultat : une fois le secret dévoilé, chaque ligne dont la réponse diffère de celle",
			"que donne le secret, dans l'ordre, avec son numéro d'essai (à partir de 1) et la",
			"réponse correcte ; une liste vide si le codeur ne s'est pas trompé"}},
	}
}

// exercice returns the exercise of package paquet named fonction.
func exercice(paquet, fonction string) (Exercice, bool) {
	for _, e := range Exercices() {
		if e.Paquet == paquet && e.Fonction == fonction {
			return e, true
		}
	}
	return Exercice{}, false
}

// commentaire is the exercise's doc comment in the kit.
func (e Exercice) commentaire() string {
	var b strings.Builder
	b.WriteString("// " + e.Fonction[strings.LastIndex(e.Fonction, ".")+1:] + " est à écrire. Dans le sujet : " + e.Cours + ".\n//\n")
	for _, l := range e.Consigne {
		b.WriteString("// " + l + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}
