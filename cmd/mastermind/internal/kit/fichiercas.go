package kit

import (
	"fmt"
	"strconv"
	"strings"
)

// FichierCas is the name of the kit's file of cases, which the Go runner
// and the Java runner both read.
const FichierCas = "exercices.txt"

// messages are the runners' sentences, by key: both runners fill the same
// templates ({appel}, {attendu}…), so a Go student and a Java student read
// the same verdict for the same mistake.
func messages() [][2]string {
	return [][2]string{
		{"legende", "Les codes s'écrivent en mots : R B J V O N M C sont les couleurs 0 1 2 3 4 5 6 7 (BRJR est le code (1,0,2,0))."},
		{"reussie", "{nom} : réussie ({n} cas)"},
		{"pasEcrite", "{nom} n'est pas encore écrite ({ou})"},
		{"utiliseNonEcrite", "{nom} utilise {dep}, qui n'est pas encore écrite : écrivez-la d'abord"},
		{"utiliseFausse", "{nom} utilise {dep}, qui est fausse : corrigez-la d'abord"},
		{"utiliseBoucle", "{nom} utilise {dep}, qui ne s'arrête pas : corrigez-la d'abord"},
		{"faux", "{appel} : attendu {attendu}, obtenu {obtenu}"},
		{"boucle", "{appel} ne s'est pas arrêtée en {delai} : une boucle infinie ?"},
		{"plante", "{appel} s'est arrêtée sur une erreur : {erreur}"},
		{"saisieDeTrop", "{appel} a demandé une saisie de plus que prévu : redemande-t-elle une saisie pourtant correcte, ou lit-elle plus de lignes qu'il ne faut ?"},
		{"nonLues", "{obtenu}, sans lire les saisies {saisies}"},
		{"nonAffiche", "{obtenu}, sans afficher {mots}"},
		{"nonMontre", "{appel} : la fonction ne montre pas {quoi} ; elle a affiché : {sortie}"},
		{"bavarde", "{appel} a affiché {sortie} : {nom} ne doit rien afficher (un affichage de mise au point oublié ?)"},
		{"rienAffiche", "rien"},
		{"enTete", "{nom} n'a pas l'en-tête du sujet : attendu « {attendu} », trouvé {trouve} ; rétablissez l'en-tête (les autres fonctions sont vérifiées quand même)"},
		{"enTeteAbsente", "aucune fonction {nom}"},
		{"appelleEnTete", "{nom} appelle {dep} avec un autre en-tête que celui du sujet ({fichier}, ligne {ligne}) : rétablissez l'en-tête de {dep}, puis cet appel (les autres fonctions sont vérifiées quand même)"},
		{"utiliseEnTete", "{nom} utilise {dep}, qui n'a pas l'en-tête du sujet : rétablissez-le d'abord"},
		{"neCompilePas", "{nom} ne compile pas ({fichier}, ligne {ligne} ; le compilateur dit : {erreur}) : corrigez-la (les autres fonctions sont vérifiées quand même)"},
		{"utiliseNeCompilePas", "{nom} utilise {dep}, qui ne compile pas : corrigez-la d'abord"},
		{"remplacee", "Attention, {lieu} : {message}"},
		{"lieuLigne", "{fichier}, ligne {ligne}"},
		{"fichierIllisible", "{fichier}, ligne {ligne} : ce fichier n'est pas du Go lisible (le compilateur dit : {erreur}) ; corrigez-le : aucune fonction n'est vérifiée avant"},
		{"horsFonction", "{fichier}, ligne {ligne} : une erreur hors du corps d'une fonction (le compilateur dit : {erreur}) ; corrigez-la : aucune fonction n'est vérifiée avant"},
		{"nonCompile", "Le vérificateur ne compile pas avec vos fichiers ; voici ce que dit le compilateur Go (en anglais) :"},
		{"arret", "Les tests se sont arrêtés avant la fin, sans verdict : une fonction qui s'appelle elle-même sans fin ? Voici ce que dit Go (en anglais) ; la fonction fautive est la première de la liste qui suit, dans vos dossiers :"},
		{"classeAbsente", "{nom} n'est pas vérifiée : la classe {classe} est introuvable ({classe}.java est-il dans le dossier, et compilé ?)"},
		{"remarques", "Remarques (elles ne comptent pas comme des échecs) :"},
		{"remarque", "- {nom} : {remarque}"},
		{"lente", "juste, mais lente : {appel} a pris {temps} (la limite est {delai}) ; le programme répond bien plus vite"},
		{"aleatSource", "codeAleat ne tire pas ses pions avec Ut.randomMinMax : elle est jugée sur ses tirages (chaque couleur à chaque place, à peu près aussi souvent), et le vérificateur choisit le secret des manches par la graine de Math.random"},
		{"aleatInverifiable", "{appel} n'est pas vérifié : codeAleat ne tire pas avec Ut.randomMinMax ni avec Math.random, et le vérificateur ne peut pas choisir le secret"},
		{"tirageDeTrop", "{appel} a tiré plus de nombres au hasard que prévu : codeAleat tire lgCode nombres, un par pion, avec Ut.randomMinMax"},
		{"tirageBornes", "{appel} a appelé Ut.randomMinMax({min}, {max}) : chaque pion se tire entre 0 et nbCouleurs - 1"},
		{"tiragesNonLus", "{obtenu}, sans tirer tous les nombres prévus : codeAleat tire-t-elle un nombre par pion avec Ut.randomMinMax ?"},
		{"erreurIndice", "l'indice {i} est hors du tableau de longueur {n}"},
		{"erreurIndiceSeul", "l'indice {i} est hors du tableau"},
		{"erreurDivision", "une division par zéro"},
		{"erreurVide", "un tableau ou un objet qui n'existe pas encore a été utilisé"},
		{"erreurTaille", "un tableau de taille négative"},
		{"erreurRecursion", "trop d'appels imbriqués : une fonction s'appelle-t-elle sans fin ?"},
		{"erreurNombre", "« {texte} » n'est pas un nombre"},
		{"erreurAutre", "l'erreur {nom}"},
		{"lieu", "{erreur} ({fichier}, ligne {ligne})"},
		{"bilan", "{r} exercices sur {n} réussis"},
		{"bilan1", "{r} exercice sur {n} réussi"},
		{"niveau", "Niveau {k}, {titre} : {r} sur {n}"},
		{"niveauReussi", "Niveau {k}, {titre} : réussi"},
		{"prochain", "Prochain exercice : {nom} ({ou})."},
		{"toutReussi", "Tout est réussi : bravo !"},
	}
}

// Langue names a kit: "go" or "java".
type Langue string

// The two kits.
const (
	LangueGo   Langue = "go"
	LangueJava Langue = "java"
)

// Cas returns the cases of exercise nom, computed by the program's code.
func CasDe(nom string) []Cas {
	e, ok := exercice(nom)
	if !ok || e.cas == nil {
		return nil
	}
	return e.cas()
}

// fichierCas writes the kit's exercices.txt: the messages, the levels, and
// for each exercise that a runner checks, where it is written, what it
// uses, its time limit and its cases. Both kits get the same file.
func fichierCas() ([]byte, error) {
	var b strings.Builder
	b.WriteString("# Les exercices du kit de la SAE 1 « Jeu de Master Mind » : les cas de chaque\n")
	b.WriteString("# fonction et ce que le programme mastermind y répond. Les tests Go et le\n")
	b.WriteString("# vérificateur Java lisent ce fichier : ne le modifiez pas.\n")
	for _, m := range messages() {
		ligne(&b, "message", m[0], m[1])
	}
	for _, n := range Niveaux() {
		ligne(&b, "niveau", strconv.Itoa(n.Numero), n.Titre)
	}
	for _, e := range Exercices() {
		if !e.Teste() {
			continue
		}
		var utiliseGo, utiliseJava string
		if e.Go != nil {
			utiliseGo = strings.Join(e.Go.Utilise, ",")
		}
		if e.Java != nil {
			utiliseJava = strings.Join(e.Java.Utilise, ",")
		}
		ouGo, ouJava := e.OuGo(), e.OuJava()
		if !e.TesteEn(LangueGo) {
			ouGo = ""
		}
		if !e.TesteEn(LangueJava) {
			ouJava = ""
		}
		var muette []string
		for _, l := range []Langue{LangueGo, LangueJava} {
			if e.Muette(l) {
				muette = append(muette, string(l))
			}
		}
		entete := ""
		if e.Java != nil {
			entete = e.Java.Signature
		}
		ligne(&b, "exercice", e.Nom, strconv.Itoa(e.Niveau), strconv.FormatInt(e.delai().Milliseconds(), 10),
			utiliseGo, utiliseJava, ouGo, ouJava, strings.Join(muette, ","), entete)
		cas := e.cas()
		if len(cas) == 0 {
			return nil, fmt.Errorf("kit: exercise %s has no case", e.Nom)
		}
		for _, c := range cas {
			champs := append([]string{"cas", c.Appel, c.Attendu, c.AttenduJava, c.Langue, strings.Join(c.Affiche, ","), montres(c.Montre), admis(c.Admis)}, c.Entrees...)
			for _, x := range champs {
				if strings.ContainsAny(x, "\t\n") {
					return nil, fmt.Errorf("kit: case %q of %s holds a tab or a newline", c.Appel, e.Nom)
				}
			}
			ligne(&b, champs...)
		}
	}
	return []byte(b.String()), nil
}

// montres writes a case's Montre for the runners: items separated by
// « § », fields by « ~ » (langue, segment, quoi, alternatives), the
// alternatives by « | », their tokens by spaces.
func montres(ms []Montre) string {
	var items []string
	for _, m := range ms {
		var alts []string
		for _, a := range m.Alternatives {
			alts = append(alts, strings.Join(a, " "))
		}
		items = append(items, strings.Join([]string{m.Langue, strconv.Itoa(m.Segment), m.Quoi, strings.Join(alts, "|")}, "~"))
	}
	return strings.Join(items, "§")
}

// admis writes a case's Admis for the runners: « réponse~remarque », by « § ».
func admis(as []Admis) string {
	var items []string
	for _, a := range as {
		items = append(items, a.Reponse+"~"+a.Remarque)
	}
	return strings.Join(items, "§")
}

func ligne(b *strings.Builder, champs ...string) {
	b.WriteString(strings.Join(champs, "\t"))
	b.WriteByte('\n')
}
