package kit

import (
	"slices"
	"strings"
	"time"
)

// Niveau is a level of the kit: a part of the handout, in its order.
type Niveau struct {
	// Numero counts from 1.
	Numero int
	// Titre names it for the student: « les outils de base ».
	Titre string
	// Sujet is where the handout asks for it: « §2, Outils de base ».
	Sujet string
}

// Niveaux are the kit's levels, in the handout's order.
func Niveaux() []Niveau {
	return []Niveau{
		{1, "les outils de base", "§2, « Outils de base » et les deux représentations d'un code"},
		{2, "le parcours lexicographique", "§2, « Fonctions complémentaires sur les codes pour la manche Ordinateur »"},
		{3, "les manches", "§2, « Une manche Humain » et « Une manche Ordinateur »"},
		{4, "la partie", "§2, « Le programme principal », et la classe Partie du §3.5"},
		{5, "les erreurs et les statistiques", "§3.1, §3.2 et §3.3"},
		{6, "la stratégie CFC", "§3.7"},
	}
}

// Exercice is one function of the course: its name in the handout, which
// is the name of its test and of its verdicts, its level, and where it is
// written in each kit. An exercise without cases (SansTest) is a function
// of the Java skeleton the runner cannot check (a display, main).
type Exercice struct {
	// Nom is the handout's name: « nbBienMalPlaces ».
	Nom    string
	Niveau int
	// Go is where the Go kit has it; nil when only the Java kit does.
	Go *LiaisonGo
	// Java is where the Java kit has it; nil when only the Go kit does.
	Java *LiaisonJava
	// Delai bounds one call; 0 means DelaiDefaut.
	Delai time.Duration
	// SansTest says, for a function the runner does not check, why.
	SansTest string
	// cas are the cases, computed by the program's own code (cas.go).
	cas func() []Cas
}

// LiaisonGo places an exercise in the Go kit.
type LiaisonGo struct {
	// Paquet is the kit's package ("code"), Fonction the function or
	// "Type.Methode" ("Taille.Suivant"), Fichier the file with slashes.
	Paquet, Fonction, Fichier string
	// Signature is empty for a function of the program (its body is
	// blanked in the program's own source); for a function written for
	// the kit (manche, partie, extension), its Go declaration.
	Signature string
	// Consigne is the French comment: pré-requis, action, résultat.
	Consigne []string
	// Utilise are the exercises it calls, by Nom.
	Utilise []string
}

// LiaisonJava places an exercise in the Java kit.
type LiaisonJava struct {
	// Classe is MasterMindBase or MasterMindEtendu.
	Classe string
	// Signature is the handout's header: "public static int[]
	// tabFrequence(int[] cod, int nbCouleurs)".
	Signature string
	// Consigne is the handout's comment: pré-requis, action, résultat.
	Consigne []string
	// Utilise are the exercises it calls, by Nom.
	Utilise []string
	// SansTest says, for a function the Java runner does not check while
	// the Go one does (a display), why.
	SansTest string
}

// DelaiDefaut bounds one call of an exercise: far more than any right
// answer needs, and short enough that an endless loop is told at once.
const DelaiDefaut = 2 * time.Second

// delai is e's bound on one call.
func (e Exercice) delai() time.Duration {
	if e.Delai > 0 {
		return e.Delai
	}
	return DelaiDefaut
}

// affichent are the exercises whose Java function shows something (its
// specification says « affiche » or « demande »); every other one must
// print nothing.
func affichent() []string {
	return []string{"elemDiff", "codeCorrect", "propositionCodeHumain", "mancheHumain", "repCorrecte", "reponseHumain",
		"mancheOrdinateur", "saisirEntierPositif", "saisirEntierPairPositif", "saisirCouleurs", "partie", "main",
		"affichePlateau", "afficheErreurs", "statsMasterMindIA"}
}

// Muette reports whether e's function in kit l must print nothing: in Go,
// one without a console; in Java, one whose specification shows nothing.
func (e Exercice) Muette(l Langue) bool {
	if l == LangueGo {
		return e.Go != nil && !strings.Contains(e.Go.Signature, "*ut.Console")
	}
	return e.Java != nil && !slices.Contains(affichent(), e.Nom)
}

// Teste reports whether the runners check e.
func (e Exercice) Teste() bool { return e.SansTest == "" }

// OuGo is where a Go student writes e: « code/reponse.go, Evalue ».
func (e Exercice) OuGo() string {
	if e.Go == nil {
		return ""
	}
	return e.Go.Fichier + ", " + e.Go.Fonction
}

// OuJava is where a Java student writes e: « MasterMindBase.java ».
func (e Exercice) OuJava() string {
	if e.Java == nil {
		return ""
	}
	return e.Java.Classe + ".java"
}

// TesteEn reports whether the runner of kit l checks e.
func (e Exercice) TesteEn(l Langue) bool {
	switch {
	case !e.Teste():
		return false
	case l == LangueGo:
		return e.Go != nil
	}
	return e.Java != nil && e.Java.SansTest == ""
}

// Exercices lists the course's functions, level by level, in the order a
// student writes them. The Go kit, the Java kit, their runners and
// docs/EXERCICES.md all come from this table.
func Exercices() []Exercice {
	return []Exercice{
		// Niveau 1 : les outils de base.
		{Nom: "initTab", Niveau: 1, cas: casInitTab,
			Java: base("public static int[] initTab(int nb, int val)",
				"pré-requis : nb >= 0",
				"résultat : un tableau de nb entiers égaux à val")},
		{Nom: "copieTab", Niveau: 1, cas: casCopieTab,
			Java: base("public static int[] copieTab(int[] tab)",
				"pré-requis : aucun",
				"résultat : une copie de tab : un nouveau tableau de mêmes éléments,",
				"que l'on peut modifier sans changer tab")},
		{Nom: "listElem", Niveau: 1, cas: casListElem,
			Go: &LiaisonGo{Paquet: "couleur", Fonction: "Palette.String", Fichier: "couleur/noms.go", Consigne: []string{
				"pré-requis : aucun",
				"résultat : les initiales des couleurs de p entre parenthèses et séparées par",
				"des virgules : \"(R,B,J,V)\" ; \"()\" pour une palette sans couleur"}},
			Java: base("public static String listElem(char[] t)",
				"pré-requis : aucun",
				"résultat : la liste des éléments de t entre parenthèses et séparés par des",
				"virgules : \"(R,B,J,V)\" ; \"()\" pour un tableau vide")},
		{Nom: "plusGrandIndice", Niveau: 1, cas: casPlusGrandIndice,
			Go: &LiaisonGo{Paquet: "couleur", Fonction: "Palette.Index", Fichier: "couleur/palette.go", Consigne: []string{
				"pré-requis : aucun",
				"résultat : le numéro (à partir de 0) de la couleur d'initiale r, en majuscule",
				"ou en minuscule ('J' et 'j' donnent 2 dans RBJVON, utilisez unicode.ToUpper),",
				"et ok = true ; -1 et ok = false si aucune couleur de p n'a cette initiale",
				"(c'est le plusGrandIndice du sujet : les initiales d'une palette sont distinctes)"}},
			Java: base("public static int plusGrandIndice(char[] t, char c)",
				"pré-requis : aucun",
				"résultat : le plus grand indice d'une case de t contenant c s'il existe, -1 sinon")},
		{Nom: "estPresent", Niveau: 1, cas: casEstPresent,
			Java: base("public static boolean estPresent(char[] t, char c)",
				"pré-requis : aucun",
				"résultat : vrai ssi c est un élément de t",
				"stratégie : utilise la fonction plusGrandIndice").utilise("plusGrandIndice")},
		{Nom: "elemDiff", Niveau: 1, cas: casElemDiff,
			Go: &LiaisonGo{Paquet: "utmm", Fonction: "Doublon", Fichier: "utmm/utmm.go", Consigne: []string{
				"pré-requis : aucun",
				"résultat : ok = false (et i = j = 0) si les éléments de t sont tous différents ;",
				"sinon ok = true et i < j désignent le premier doublon rencontré en lisant t de",
				"gauche à droite : j est le plus petit indice tel que t[j] apparaît avant j, et",
				"i est le premier indice où t[j] apparaît",
				"exemples : RBBR donne i = 1, j = 2 (le B, bien que R vienne avant) ; RBJR donne 0 et 3"}},
			Java: base("public static boolean elemDiff(char[] t)",
				"pré-requis : aucun",
				"action : affiche un doublon et 2 de ses indices dans t s'il en existe",
				"résultat : vrai ssi les éléments de t sont différents",
				"stratégie : utilise la fonction plusGrandIndice").utilise("plusGrandIndice")},
		{Nom: "sontEgaux", Niveau: 1, cas: casSontEgaux,
			Java: base("public static boolean sontEgaux(int[] t1, int[] t2)",
				"pré-requis : t1.length = t2.length",
				"résultat : vrai ssi t1 et t2 contiennent la même suite d'entiers")},
		{Nom: "codeAleat", Niveau: 1, cas: casCodeAleat,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Taille.Aleatoire", Fichier: "code/taille.go", Consigne: []string{
				"pré-requis : t.Verifie() == nil",
				"résultat : un code de t.Pions pions tiré au hasard avec r (r.IntN) : chaque pion",
				"entre 0 et t.Couleurs-1, chaque code ayant la même chance ; sans répétition",
				"(t.SansRepetition), aucune couleur deux fois, chaque code sans répétition ayant",
				"la même chance"}},
			Java: base("public static int[] codeAleat(int lgCode, int nbCouleurs)",
				"pré-requis : lgCode > 0 et nbCouleurs > 0",
				"résultat : un tableau de lgCode entiers choisis aléatoirement entre 0 et nbCouleurs-1",
				"(conseil du kit : tirez les pions de gauche à droite, chacun par",
				"Ut.randomMinMax(0, nbCouleurs - 1) ; le vérificateur choisit alors le secret des",
				"manches ; Math.random convient aussi)")},
		{Nom: "codeCorrect", Niveau: 1, cas: casCodeCorrect,
			Go: lire("plusGrandIndice"),
			Java: base("public static boolean codeCorrect(String codMot, int lgCode, char[] tabCouleurs)",
				"pré-requis : aucun",
				"action : si codMot n'est pas correct, affiche pourquoi",
				"résultat : vrai ssi codMot est correct, c'est-à-dire de longueur lgCode et ne",
				"contenant que des éléments de tabCouleurs (en majuscules, comme tabCouleurs)",
				"stratégie : utilise la fonction estPresent").utilise("estPresent")},
		{Nom: "motVersEntiers", Niveau: 1, cas: casMotVersEntiers,
			Go: lire("plusGrandIndice"),
			Java: base("public static int[] motVersEntiers(String codMot, char[] tabCouleurs)",
				"pré-requis : les caractères de codMot sont des éléments de tabCouleurs",
				"résultat : le code codMot sous forme de tableau d'entiers en remplaçant chaque",
				"couleur par son indice dans tabCouleurs ; \"BRJR\" donne (1,0,2,0) dans RBJVON",
				"stratégie : utilise la fonction plusGrandIndice").utilise("plusGrandIndice")},
		{Nom: "entiersVersMot", Niveau: 1, cas: casEntiersVersMot,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Code.Mot", Fichier: "code/mot.go", Consigne: []string{
				"pré-requis : aucun",
				"résultat : le code sous forme de mot, chaque numéro de couleur remplacé par son",
				"initiale dans p (p.Lettre) : (1,0,2,0) donne \"BRJR\" dans RBJVON ; un numéro",
				"hors de la palette (p.Len() ou plus) donne '?' : (1,7,0) donne \"B?R\""}},
			Java: base("public static String entiersVersMot(int[] cod, char[] tabCouleurs)",
				"pré-requis : les éléments de cod sont des entiers de 0 à tabCouleurs.length-1",
				"résultat : le code cod sous forme de mot d'après le tableau tabCouleurs ;",
				"(1,0,2,0) donne \"BRJR\" dans RBJVON")},
		{Nom: "tabFrequence", Niveau: 1, cas: casTabFrequence,
			Go: &LiaisonGo{Paquet: "utmm", Fonction: "CompteDans", Fichier: "utmm/utmm.go", Consigne: []string{
				"pré-requis : chaque élément de t est compris entre 0 et len(f)-1, et f ne contient que des 0",
				"action : f[i] devient le nombre d'éléments de t égaux à i",
				"exemple : t = (1,0,2,0) et len(f) = 6 donnent f = (2,1,1,0,0,0)"}},
			Java: base("public static int[] tabFrequence(int[] cod, int nbCouleurs)",
				"pré-requis : les éléments de cod sont des entiers de 0 à nbCouleurs-1",
				"résultat : un tableau de longueur nbCouleurs contenant à chaque indice i le",
				"nombre d'occurrences de i dans cod",
				"exemple : si cod = (1,0,2,0) et nbCouleurs = 6, la fonction retourne (2,1,1,0,0,0)")},
		{Nom: "nbCommuns", Niveau: 1, cas: casNbCommuns,
			Go: &LiaisonGo{Paquet: "utmm", Fonction: "Communs", Fichier: "utmm/utmm.go", Utilise: []string{"tabFrequence"}, Consigne: []string{
				"pré-requis : f1 et f2 sont les tableaux de fréquence de deux codes (tabFrequence),",
				"de même longueur",
				"résultat : le nombre d'éléments communs aux deux codes, indépendamment de leur",
				"position, c'est-à-dire la somme des min(f1[i], f2[i])",
				"exemple : les fréquences de (1,0,2,0) et (0,1,0,0) donnent 3 (deux 0 et un 1)"}},
			Java: base("public static int nbCommuns(int[] cod1, int[] cod2, int nbCouleurs)",
				"pré-requis : les éléments de cod1 et cod2 sont des entiers de 0 à nbCouleurs-1",
				"résultat : le nombre d'éléments communs de cod1 et cod2, indépendamment de leur position",
				"exemple : si cod1 = (1,0,2,0) et cod2 = (0,1,0,0), la fonction retourne 3 (deux 0 et un 1)",
				"stratégie : utilise la fonction tabFrequence").utilise("tabFrequence")},
		{Nom: "nbBienPlaces", Niveau: 1, cas: casNbBienPlaces,
			Go: &LiaisonGo{Paquet: "utmm", Fonction: "BienPlaces", Fichier: "utmm/utmm.go", Consigne: []string{
				"pré-requis : len(a) == len(b)",
				"résultat : le nombre d'indices i tels que a[i] == b[i]",
				"exemple : (1,0,2,0) et (0,1,0,0) donnent 1 (le 0 à l'indice 3)"}},
			Java: base("public static int nbBienPlaces(int[] cod1, int[] cod2)",
				"pré-requis : cod1.length = cod2.length",
				"résultat : le nombre d'éléments communs de cod1 et cod2 se trouvant au même indice",
				"exemple : si cod1 = (1,0,2,0) et cod2 = (0,1,0,0), la fonction retourne 1 (le 0 à l'indice 3)")},
		{Nom: "nbBienMalPlaces", Niveau: 1, cas: casNbBienMalPlaces,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Evalue", Fichier: "code/reponse.go", Utilise: []string{"tabFrequence", "nbCommuns", "nbBienPlaces"}, Consigne: []string{
				"pré-requis : les deux codes ont la même longueur",
				"résultat : la réponse du codeur qui a le secret : les bien placés (utmm.BienPlaces)",
				"et les mal placés, c'est-à-dire les éléments communs (utmm.Communs sur les",
				"tableaux de fréquence, remplis par utmm.CompteDans) moins les bien placés",
				"exemple : Evalue(BRJR, JRRV) donne (1,2)"}},
			Java: base("public static int[] nbBienMalPlaces(int[] cod1, int[] cod2, int nbCouleurs)",
				"pré-requis : cod1.length = cod2.length et les éléments de cod1 et cod2 sont des",
				"entiers de 0 à nbCouleurs-1",
				"résultat : un tableau de 2 entiers contenant à l'indice 0 (resp. 1) le nombre",
				"d'éléments communs de cod1 et cod2 se trouvant (resp. ne se trouvant pas) au même indice",
				"exemple : si cod1 = (1,0,2,0) et cod2 = (0,1,0,0), la fonction retourne (1,2) :",
				"1 bien placé (le 0 à l'indice 3) et 2 mal placés (un 0 et un 1)",
				"stratégie : utilise les fonctions nbBienPlaces et nbCommuns").utilise("nbBienPlaces", "nbCommuns")},

		// Niveau 2 : le parcours lexicographique.
		{Nom: "passeCodeSuivantLexico", Niveau: 2, cas: casPasseCodeSuivantLexico,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Taille.Suivant", Fichier: "code/lexico.go", Consigne: []string{
				"pré-requis : t.VerifieCode(c) == nil",
				"résultat : le code qui suit c dans l'ordre lexicographique, et true ; après le",
				"dernier code, le premier (que des 0) et false",
				"exemple (6 couleurs) : (3,2,3,5) donne (3,2,4,0) et true ; (5,5,5,5) donne (0,0,0,0) et false",
				"(un code.Code est une valeur : modifiez c, une copie, et rendez-le)"}},
			Java: base("public static boolean passeCodeSuivantLexico(int[] cod1, int nbCouleurs)",
				"pré-requis : les éléments de cod1 sont des entiers de 0 à nbCouleurs-1",
				"action/résultat : met dans cod1 le code qui le suit selon l'ordre lexicographique",
				"(dans l'ensemble des codes à valeurs de 0 à nbCouleurs-1) et retourne vrai si ce",
				"code existe, sinon met dans cod1 le code ne contenant que des 0 et retourne faux",
				"exemple : cod1 = (3,2,3,5) et nbCouleurs = 6 : cod1 devient (3,2,4,0), résultat vrai")},
		{Nom: "estCompat", Niveau: 2, cas: casEstCompat,
			Go: &LiaisonGo{Paquet: "plateau", Fonction: "EstCompatibleAvec", Fichier: "plateau/plateau.go", Utilise: []string{"nbBienMalPlaces"}, Consigne: []string{
				"pré-requis : c et les codes des lignes ont la même longueur",
				"résultat : true ssi c est compatible avec les lignes, c'est-à-dire que si c était",
				"le code secret, chaque proposition l.Code aurait reçu la réponse l.Reponse",
				"(code.Evalue) ; true quand il n'y a aucune ligne"}},
			Java: base("public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs)",
				"pré-requis : cod est une matrice, rep est une matrice à 2 colonnes,",
				"0 <= nbCoups < cod.length, nbCoups < rep.length et les éléments de cod sont des",
				"entiers de 0 à nbCouleurs-1",
				"résultat : vrai ssi cod[nbCoups] est compatible avec les nbCoups premières lignes",
				"de cod et de rep, c'est-à-dire que si cod[nbCoups] était le code secret, les",
				"réponses aux nbCoups premières propositions de cod seraient les nbCoups premières",
				"réponses de rep",
				"stratégie : utilise la fonction nbBienMalPlaces").utilise("nbBienMalPlaces")},
		{Nom: "passePropSuivante", Niveau: 2, cas: casPassePropSuivante,
			Go: &LiaisonGo{Paquet: "plateau", Fonction: "PropSuivante", Fichier: "plateau/plateau.go", Utilise: []string{"passeCodeSuivantLexico", "estCompat"}, Consigne: []string{
				"pré-requis : t.Verifie() == nil et les codes des lignes sont de la taille t",
				"résultat : le plus petit code (dans l'ordre lexicographique) qui est à la fois",
				"plus grand que la dernière proposition des lignes, admissible (t.Admissible) et",
				"compatible avec toutes les lignes (EstCompatibleAvec), et true ; quand lignes est",
				"vide, le premier code admissible ; false si ce code n'existe pas",
				"stratégie : parcourt les codes avec t.Suivant à partir de la dernière proposition"}},
			Java: base("public static boolean passePropSuivante(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs)",
				"pré-requis : cod est une matrice, rep est une matrice à 2 colonnes,",
				"0 < nbCoups < cod.length, nbCoups < rep.length et les éléments de cod sont des",
				"entiers de 0 à nbCouleurs-1",
				"action : met dans cod[nbCoups] le plus petit code (selon l'ordre lexicographique",
				"dans l'ensemble des codes de longueur cod[0].length à valeurs de 0 à nbCouleurs-1)",
				"qui est à la fois plus grand que cod[nbCoups-1] selon cet ordre et compatible avec",
				"les nbCoups premières lignes de cod et de rep, si ce code existe",
				"résultat : vrai ssi l'action a pu être effectuée",
				"stratégie : utilise les fonctions passeCodeSuivantLexico et estCompat").utilise("passeCodeSuivantLexico", "estCompat")},

		// Niveau 3 : les manches.
		{Nom: "propositionCodeHumain", Niveau: 3, cas: casPropositionCodeHumain,
			Go: &LiaisonGo{Paquet: "manche", Fonction: "PropositionCodeHumain", Fichier: "manche/manche.go", Utilise: []string{"codeCorrect", "motVersEntiers"},
				Signature: "func PropositionCodeHumain(c *ut.Console, nbCoups, lgCode int, p couleur.Palette) code.Code",
				Consigne: []string{
					"pré-requis : aucun",
					"action : demande au joueur humain de saisir (c.SaisirChaine) la (nbCoups + 1)ème",
					"proposition de code sous forme de mot, avec re-saisie éventuelle jusqu'à ce",
					"qu'elle soit correcte (code.Lire ne rend pas d'erreur) ; le paramètre nbCoups ne",
					"sert que pour l'affichage",
					"résultat : le code saisi"}},
			Java: base("public static int[] propositionCodeHumain(int nbCoups, int lgCode, char[] tabCouleurs)",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (avec Ut.saisirChaine) la (nbCoups + 1)ème",
				"proposition de code sous forme de mot, avec re-saisie éventuelle jusqu'à ce",
				"qu'elle soit correcte (le paramètre nbCoups ne sert que pour l'affichage)",
				"résultat : le code saisi sous forme de tableau d'entiers",
				"stratégie : utilise les fonctions codeCorrect et motVersEntiers").utilise("codeCorrect", "motVersEntiers")},
		{Nom: "malus", Niveau: 3, cas: casMalus,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Reponse.Malus", Fichier: "code/reponse.go", Consigne: []string{
				"pré-requis : r.Verifie(pions) == nil",
				"résultat : le malus du sujet, calculé sur la réponse r au dernier code proposé :",
				"r.Mal + 2 × (pions − (r.Bien + r.Mal)) ; (1,2) sur 4 pions donne 4"}},
			Java: base("public static int malus(int[] rep, int lgCode)",
				"pré-requis : rep est une réponse correcte (repCorrecte)",
				"résultat : le malus du sujet, calculé sur la réponse rep au dernier code proposé :",
				"nbMalPlaces + 2 × (lgCode − (nbBienPlaces + nbMalPlaces)), où rep = (nbBienPlaces, nbMalPlaces) ;",
				"(1,2) sur 4 pions donne 4 (fonction ajoutée par le kit : le sujet la calcule dans",
				"mancheHumain et mancheOrdinateur)")},
		{Nom: "mancheHumain", Niveau: 3, cas: casMancheHumain,
			Go: &LiaisonGo{Paquet: "manche", Fonction: "MancheHumain", Fichier: "manche/manche.go", Utilise: []string{"propositionCodeHumain", "nbBienMalPlaces", "malus"},
				Signature: "func MancheHumain(c *ut.Console, lgCode int, p couleur.Palette, secret code.Code, numManche, nbEssaisMax int) int",
				Consigne: []string{
					"pré-requis : numManche >= 1, nbEssaisMax >= 1, secret est un code de lgCode pions",
					"de la palette p (tiré par Taille.Aleatoire)",
					"action : effectue la (numManche)ème manche où l'ordinateur est le codeur (il a",
					"le secret) et l'humain le décodeur : chaque proposition est lue par",
					"PropositionCodeHumain, et sa réponse (code.Evalue) affichée ; le paramètre",
					"numManche ne sert que pour l'affichage",
					"résultat : le nombre de codes proposés par le joueur humain s'il a trouvé le",
					"secret en nbEssaisMax essais au plus ; sinon nbEssaisMax plus le malus de la",
					"réponse à son dernier code (Reponse.Malus)"}},
			Java: base("public static int mancheHumain(int lgCode, char[] tabCouleurs, int numManche, int nbEssaisMax)",
				"pré-requis : numManche >= 1",
				"action : effectue la (numManche)ème manche où l'ordinateur est le codeur et",
				"l'humain le décodeur (le paramètre numManche ne sert que pour l'affichage) :",
				"l'ordinateur tire le code secret (codeAleat), puis lit chaque proposition",
				"(propositionCodeHumain) et affiche sa réponse (nbBienMalPlaces)",
				"résultat :",
				"- un nombre supérieur à nbEssaisMax, calculé à partir du dernier essai du joueur",
				"humain (nbEssaisMax + malus), s'il n'a toujours pas trouvé au bout du nombre",
				"maximum d'essais",
				"- sinon le nombre de codes proposés par le joueur humain",
				"stratégie : utilise les fonctions codeAleat, propositionCodeHumain, nbBienMalPlaces et malus").
				utilise("codeAleat", "propositionCodeHumain", "nbBienMalPlaces", "malus")},
		{Nom: "repCorrecte", Niveau: 3, cas: casRepCorrecte,
			Go: &LiaisonGo{Paquet: "code", Fonction: "Reponse.Verifie", Fichier: "code/reponse.go", Consigne: []string{
				"pré-requis : aucun",
				"résultat : nil si la réponse est correcte pour des codes de pions pions : r.Bien et",
				"r.Mal sont positifs ou nuls, leur somme est au plus pions, et la réponse n'est",
				"pas (pions − 1, 1), impossible (un seul pion mal placé n'aurait aucune autre place",
				"où aller) ; sinon une *ErreurReponse dont Err est ErrNegatif, ErrTropDePions",
				"ou ErrImpossible, dans cet ordre de vérification"}},
			Java: base("public static boolean repCorrecte(int[] rep, int lgCode)",
				"pré-requis : rep.length = 2",
				"action : si rep n'est pas correcte, affiche pourquoi, sachant que rep[0] et rep[1]",
				"sont les nombres de bien et mal placés resp.",
				"résultat : vrai ssi rep est correcte, c'est-à-dire rep[0] et rep[1] sont >= 0 et",
				"leur somme est <= lgCode",
				"(remarque du kit : (lgCode-1, 1) est impossible, un seul pion mal placé n'ayant",
				"aucune autre place où aller ; le programme la refuse, le sujet non : les deux",
				"sont acceptés, la refuser est un plus)")},
		{Nom: "reponseHumain", Niveau: 3, cas: casReponseHumain,
			Go: &LiaisonGo{Paquet: "manche", Fonction: "ReponseHumain", Fichier: "manche/manche.go", Utilise: []string{"repCorrecte"},
				Signature: "func ReponseHumain(c *ut.Console, lgCode int) code.Reponse",
				Consigne: []string{
					"pré-requis : aucun",
					"action : demande au joueur humain de saisir (c.SaisirEntier) le nombre de bien",
					"placés puis le nombre de mal placés, et redemande les deux jusqu'à ce que la",
					"réponse soit correcte (Reponse.Verifie)",
					"résultat : la réponse saisie"}},
			Java: base("public static int[] reponseHumain(int lgCode)",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (avec Ut.saisirEntier) les nombres de",
				"bien et mal placés, dans cet ordre, avec re-saisie éventuelle des deux jusqu'à ce",
				"que la réponse soit correcte",
				"résultat : les réponses du joueur humain dans un tableau à 2 entiers",
				"stratégie : utilise la fonction repCorrecte").utilise("repCorrecte")},
		{Nom: "mancheOrdinateur", Niveau: 3, cas: casMancheOrdinateur,
			Go: &LiaisonGo{Paquet: "manche", Fonction: "MancheOrdinateur", Fichier: "manche/manche.go", Utilise: []string{"passePropSuivante", "reponseHumain", "entiersVersMot", "malus"},
				Signature: "func MancheOrdinateur(c *ut.Console, lgCode int, p couleur.Palette, numManche, nbEssaisMax int) int",
				Consigne: []string{
					"pré-requis : numManche >= 2, nbEssaisMax >= 1",
					"action : effectue la (numManche)ème manche où l'humain est le codeur et",
					"l'ordinateur le décodeur : les propositions sont celles de plateau.PropSuivante",
					"(la première est le premier code), affichées en mot (Code.Mot) ; la réponse à",
					"chacune est lue par ReponseHumain ; le paramètre numManche ne sert que pour",
					"l'affichage",
					"résultat : 0 si PropSuivante ne trouve plus de code (le joueur s'est trompé ou a",
					"triché) ; le nombre de codes proposés si l'ordinateur a trouvé en nbEssaisMax",
					"essais au plus ; sinon nbEssaisMax plus le malus de la réponse à son dernier code"}},
			Java: base("public static int mancheOrdinateur(int lgCode, char[] tabCouleurs, int numManche, int nbEssaisMax)",
				"pré-requis : numManche >= 2",
				"action : effectue la (numManche)ème manche où l'humain est le codeur et",
				"l'ordinateur le décodeur (le paramètre numManche ne sert que pour l'affichage) :",
				"la première proposition est le premier code (que des 0), les suivantes viennent",
				"de passePropSuivante ; chacune est affichée en mot (entiersVersMot) et sa réponse",
				"lue par reponseHumain",
				"résultat :",
				"- 0 si le programme détecte une erreur dans les réponses du joueur humain",
				"(passePropSuivante ne trouve plus de code)",
				"- un nombre supérieur à nbEssaisMax, calculé à partir du dernier essai de",
				"l'ordinateur (nbEssaisMax + malus), s'il n'a toujours pas trouvé au bout du",
				"nombre maximum d'essais",
				"- sinon le nombre de codes proposés par l'ordinateur",
				"stratégie : utilise les fonctions passePropSuivante, entiersVersMot, reponseHumain et malus").
				utilise("passePropSuivante", "reponseHumain", "entiersVersMot", "malus")},

		// Niveau 4 : la partie.
		{Nom: "saisirEntierPositif", Niveau: 4, cas: casSaisirEntierPositif,
			Go: saisie("SaisirEntierPositif", "func SaisirEntierPositif(c *ut.Console) int",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (c.SaisirEntier) un entier strictement",
				"positif, avec re-saisie éventuelle jusqu'à ce qu'elle soit correcte",
				"résultat : l'entier strictement positif saisi"),
			Java: base("public static int saisirEntierPositif()",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (avec Ut.saisirEntier) un entier",
				"strictement positif, avec re-saisie éventuelle jusqu'à ce qu'elle soit correcte",
				"résultat : l'entier strictement positif saisi")},
		{Nom: "saisirEntierPairPositif", Niveau: 4, cas: casSaisirEntierPairPositif,
			Go: saisie("SaisirEntierPairPositif", "func SaisirEntierPairPositif(c *ut.Console) int",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (c.SaisirEntier) un entier pair",
				"strictement positif, avec re-saisie éventuelle jusqu'à ce qu'elle soit correcte",
				"résultat : l'entier pair strictement positif saisi"),
			Java: base("public static int saisirEntierPairPositif()",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir (avec Ut.saisirEntier) un entier pair",
				"strictement positif, avec re-saisie éventuelle jusqu'à ce qu'elle soit correcte",
				"résultat : l'entier pair strictement positif saisi")},
		{Nom: "saisirCouleurs", Niveau: 4, cas: casSaisirCouleurs,
			Go: saisie("SaisirCouleurs", "func SaisirCouleurs(c *ut.Console) couleur.Palette",
				"pré-requis : aucun",
				"action : demande au joueur humain le nombre de couleurs (SaisirEntierPositif),",
				"puis le nom de chaque couleur (c.SaisirChaine) ; si couleur.Depuis refuse ces",
				"noms (deux initiales égales), affiche pourquoi et redemande tous les noms",
				"résultat : la palette de ces couleurs (couleur.Depuis)").utilise("saisirEntierPositif", "elemDiff"),
			Java: base("public static char[] saisirCouleurs()",
				"pré-requis : aucun",
				"action : demande au joueur humain de saisir le nombre de couleurs (strictement",
				"positif, avec saisirEntierPositif), puis les noms de couleurs (avec Ut.saisirChaine) ;",
				"si deux noms ont la même initiale, affiche lesquels et redemande tous les noms,",
				"jusqu'à ce que les initiales soient différentes",
				"résultat : le tableau des initiales des noms de couleurs saisis, en majuscules",
				"(Character.toUpperCase)",
				"stratégie : utilise les fonctions saisirEntierPositif et elemDiff").utilise("saisirEntierPositif", "elemDiff")},
		{Nom: "partie", Niveau: 4, cas: casPartie,
			Go: saisie("Partie", "func Partie(c *ut.Console, lgCode int, p couleur.Palette, nbManches, nbEssaisMax int, tire func() code.Code) (scoreJoueur, scoreOrdi int)",
				"pré-requis : nbManches pair et > 0, nbEssaisMax >= 1",
				"action : joue les nbManches manches de la partie : les manches impaires (1, 3…)",
				"sont des manches Humain (MancheHumain, avec le secret que donne tire()), dont le",
				"score va à l'ordinateur, codeur ; les manches paires sont des manches Ordinateur",
				"(MancheOrdinateur), dont le score va au joueur ; affiche les scores après chaque manche",
				"résultat : les scores du joueur et de l'ordinateur").utilise("mancheHumain", "mancheOrdinateur"),
			Java: base("public static int[] partie(int lgCode, char[] tabCouleurs, int nbManches, int nbEssaisMax)",
				"pré-requis : nbManches est pair et > 0",
				"action : joue les nbManches manches de la partie : les manches impaires (1, 3…)",
				"sont des manches Humain (mancheHumain), dont le score va à l'ordinateur, codeur ;",
				"les manches paires sont des manches Ordinateur (mancheOrdinateur), dont le score",
				"va au joueur ; affiche les scores après chaque manche",
				"résultat : le tableau (scoreJoueur, scoreOrdi) ; main l'appelle après les saisies,",
				"puis annonce le gagnant, qui a le plus grand score, ou un match nul",
				"(fonction ajoutée par le kit, la méthode joue de la classe Partie du §3.5)",
				"stratégie : utilise les fonctions mancheHumain et mancheOrdinateur").utilise("mancheHumain", "mancheOrdinateur")},
		{Nom: "main", Niveau: 4, SansTest: "le programme principal : lancez-le avec « java -cp classes MasterMindBase »",
			Java: base("public static void main(String[] args)",
				"pré-requis : aucun",
				"action : demande au joueur humain les paramètres de la partie (lgCode, tabCouleurs,",
				"nbManches, nbEssaisMax), effectue la partie et affiche le résultat (identité du",
				"gagnant ou match nul) ; la longueur d'un code, le nombre de couleurs et le nombre",
				"d'essais maximum doivent être strictement positifs, le nombre de manches pair")},

		// Niveau 5 : les erreurs et les statistiques.
		{Nom: "affichePlateau", Niveau: 5, cas: casAffichePlateau,
			Java: etendu("public static void affichePlateau(int[][] cod, int[][] rep, int nbCoups, char[] tabCouleurs)",
				"pré-requis : cod est une matrice, rep est une matrice à 2 colonnes,",
				"0 <= nbCoups < cod.length, nbCoups < rep.length et les éléments de cod sont des",
				"entiers de 0 à tabCouleurs.length -1",
				"action : affiche les nbCoups premières lignes de cod (sous forme de mots en",
				"utilisant le tableau tabCouleurs) et de rep")},
		{Nom: "afficheErreurs", Niveau: 5, cas: casAfficheErreurs,
			Go: &LiaisonGo{Paquet: "plateau", Fonction: "Plateau.Erreurs", Fichier: "plateau/plateau.go", Utilise: []string{"nbBienMalPlaces", "repCorrecte"}, Consigne: []string{
				"pré-requis : secret est un code de la taille du plateau",
				"résultat : les données de l'afficheErreurs du sujet, une fois le secret dévoilé :",
				"chaque ligne dont la réponse diffère de celle que donne le secret (code.Evalue),",
				"dans l'ordre, avec son numéro d'essai (à partir de 1) et la réponse correcte ;",
				"une liste vide si le codeur ne s'est pas trompé"}},
			Java: etendu("public static void afficheErreurs(String codMot, int[][] cod, int[][] rep, int nbCoups, int lgCode, char[] tabCouleurs)",
				"pré-requis : cod est une matrice, rep est une matrice à 2 colonnes,",
				"0 <= nbCoups < cod.length, nbCoups < rep.length, les éléments de cod sont des",
				"entiers de 0 à tabCouleurs.length -1 et codMot est incorrect ou incompatible",
				"avec les nbCoups premières lignes de cod et de rep",
				"action : affiche les erreurs d'incorrection ou d'incompatibilité",
				"(le vérificateur lit, pour chaque ligne fausse, son code et la réponse correcte)")},
		{Nom: "statsMasterMindIA", Niveau: 5, Delai: 60 * time.Second, cas: casStatsMasterMindIA,
			Go: &LiaisonGo{Paquet: "extension", Fonction: "StatsMasterMindIA", Fichier: "extension/extension.go", Utilise: []string{"passePropSuivante", "nbBienMalPlaces", "entiersVersMot"},
				Signature: "func StatsMasterMindIA(c *ut.Console, lgCode int, p couleur.Palette) (maximum, total int)",
				Consigne: []string{
					"pré-requis : lgCode >= 1 et p a au moins une couleur",
					"action : joue la stratégie de l'ordinateur (plateau.PropSuivante, la première",
					"proposition étant le premier code) contre chaque code secret possible, les",
					"réponses calculées par code.Evalue, sans limite d'essais ; puis affiche le",
					"nombre maximum de propositions, les codes secrets (en mots) qui l'atteignent, et",
					"la moyenne des nombres de propositions",
					"résultat : ce maximum, et le total des nombres de propositions pour tous les",
					"codes secrets (la moyenne est le total divisé par le nombre de codes)"}},
			Java: etendu("public static int[] statsMasterMindIA(int lgCode, char[] tabCouleurs)",
				"pré-requis : lgCode > 0 et tabCouleurs.length > 0",
				"action : joue la stratégie de l'ordinateur (la manche Ordinateur, les réponses",
				"étant calculées par nbBienMalPlaces, sans limite d'essais) contre chaque code",
				"secret possible, puis affiche le nombre maximum de propositions de codes, les",
				"codes secrets (en mots) qui réalisent ce maximum, et la moyenne des nombres de",
				"propositions",
				"résultat : le tableau (maximum, total), où total est la somme des nombres de",
				"propositions pour tous les codes secrets (la moyenne est total / nbCouleurs^lgCode)",
				"stratégie : utilise passePropSuivante, nbBienMalPlaces, passeCodeSuivantLexico (pour",
				"parcourir les secrets) et entiersVersMot").utilise("passePropSuivante", "nbBienMalPlaces", "passeCodeSuivantLexico", "entiersVersMot")},

		// Niveau 6 : la stratégie CFC.
		{Nom: "codesCFC", Niveau: 6, cas: casCodesCFC,
			Go: &LiaisonGo{Paquet: "extension", Fonction: "CodesCFC", Fichier: "extension/extension.go", Utilise: []string{"nbBienMalPlaces"},
				Signature: "func CodesCFC(secret code.Code, nbCouleurs int) []code.Code",
				Consigne:  consigneCFC("secret est un code dont les numéros de couleur vont de 0 à nbCouleurs-1", "les réponses étant calculées par code.Evalue")},
			Java: etendu("public static int[][] codesCFC(int[] secret, int nbCouleurs)",
				consigneCFC("les éléments de secret sont des entiers de 0 à nbCouleurs-1", "les réponses étant calculées par nbBienMalPlaces")...).utilise("nbBienMalPlaces")},
	}
}

// consigneCFC is the comment of codesCFC: the handout's §3.7, summed up.
func consigneCFC(prerequis, reponses string) []string {
	return []string{
		"pré-requis : " + prerequis,
		"résultat : les propositions de la stratégie CFC (§3.7) contre ce secret, jusqu'au",
		"secret compris, " + reponses + " ;",
		"phase C : K, la liste des pions déjà comptés (en ordre croissant), est d'abord vide ;",
		"pour chaque couleur c = 0, 1, … tant que K n'a pas tous ses pions, on propose K",
		"complété par des c, et (bien + mal) − longueur de K est le nombre de pions de",
		"couleur c, ajoutés à K ; la dernière couleur complète K sans proposition ;",
		"phase FC : le code de référence est K ; iFond = 0, iCurs = lgCode − 1, le curseur",
		"en position 0 ; tant que K[iFond] ≠ K[iCurs], le curseur passe à la prochaine",
		"position non déterminée (modulo lgCode), et l'on propose K[iCurs] au curseur et",
		"K[iFond] partout ailleurs ; 2 mal placés : la position est de la couleur de fond",
		"(iFond augmente) ; 0 : de la couleur du curseur (iCurs diminue) ; 1 : ni l'une ni",
		"l'autre ; puis le curseur avance d'une position ; enfin les positions non",
		"déterminées reçoivent K[iFond], et l'on propose ce code, qui est le secret",
		"exemple : VJBR (6 couleurs) donne RRRR RBBB RBJJ RBJV VRRR RJRR RRBR VJBR",
	}
}

// base is an exercise of MasterMindBase.
func base(signature string, consigne ...string) *LiaisonJava {
	return &LiaisonJava{Classe: "MasterMindBase", Signature: signature, Consigne: consigne}
}

// etendu is an exercise of MasterMindEtendu.
func etendu(signature string, consigne ...string) *LiaisonJava {
	return &LiaisonJava{Classe: "MasterMindEtendu", Signature: signature, Consigne: consigne}
}

func (l *LiaisonJava) utilise(noms ...string) *LiaisonJava {
	l.Utilise = noms
	return l
}

func (l *LiaisonJava) sansTest(pourquoi string) *LiaisonJava {
	l.SansTest = pourquoi
	return l
}

func (l *LiaisonGo) utilise(noms ...string) *LiaisonGo {
	l.Utilise = noms
	return l
}

// lire is code.Lire, which is both codeCorrect and motVersEntiers.
func lire(utilise ...string) *LiaisonGo {
	return &LiaisonGo{Paquet: "code", Fonction: "Lire", Fichier: "code/mot.go", Utilise: utilise, Consigne: []string{
		"pré-requis : aucun",
		"résultat : le code du mot (codeCorrect et motVersEntiers en une fonction) : chaque",
		"lettre remplacée par le numéro de sa couleur dans p (p.Index, majuscule ou",
		"minuscule), les espaces ignorés ; si une lettre n'est pas une couleur, une",
		"*ErreurLettre (Position à partir de 1, Lettre, Permises = p.Lettres()) pour la",
		"première ; sinon, si le mot n'a pas pions lettres, une *ErreurLongueur (Attendu,",
		"Recu) ; \"BRJR\" donne (1,0,2,0)",
	}}
}

// saisie is a function of the kit's package partie (the course's
// MainMasterMind and Partie).
func saisie(fonction, signature string, consigne ...string) *LiaisonGo {
	return &LiaisonGo{Paquet: "partie", Fonction: fonction, Fichier: "partie/partie.go", Signature: signature, Consigne: consigne}
}

// exercice returns the exercise named nom.
func exercice(nom string) (Exercice, bool) {
	for _, e := range Exercices() {
		if e.Nom == nom {
			return e, true
		}
	}
	return Exercice{}, false
}

// exerciceGo returns the first exercise the Go kit writes as function
// fonction of package paquet.
func exerciceGo(paquet, fonction string) (Exercice, bool) {
	for _, e := range Exercices() {
		if e.Go != nil && e.Go.Paquet == paquet && e.Go.Fonction == fonction {
			return e, true
		}
	}
	return Exercice{}, false
}

// commentaireGo is e's doc comment in the Go kit.
func (e Exercice) commentaireGo() string {
	nom := e.Go.Fonction[strings.LastIndex(e.Go.Fonction, ".")+1:]
	sujet := e.Nom
	for _, autre := range Exercices() {
		if autre.Nom != e.Nom && autre.Go != nil && autre.Go.Paquet == e.Go.Paquet && autre.Go.Fonction == e.Go.Fonction {
			sujet += " et " + autre.Nom
		}
	}
	var b strings.Builder
	b.WriteString("// " + nom + " est à écrire. Dans le sujet : " + sujet + ".\n//\n")
	for _, l := range e.Go.Consigne {
		b.WriteString("// " + l + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}
