package kit

import (
	"fmt"
	"strconv"
	"strings"
)

// ClassesJava are the classes of the Java kit a student writes: the ones
// the handout asks to hand in.
func ClassesJava() []string { return []string{"MasterMindBase", "MasterMindEtendu"} }

// FichiersJava returns the Java kit's files, sorted by path: the handout's
// MasterMindBase and MasterMindEtendu with every function's header and
// specification and its body to write, the course's Ut, the runner
// (Verif), the lab's protocol (Protocole), the cases and the page. It
// needs only a JDK.
func FichiersJava() ([]Fichier, error) {
	cas, err := fichierCas()
	if err != nil {
		return nil, err
	}
	return fichiersJava(cas)
}

// fichiersJava is FichiersJava with its file of cases already computed.
func fichiersJava(cas []byte) ([]Fichier, error) {
	fichiers := []Fichier{{Chemin: FichierCas, Contenu: cas}}
	for _, nom := range []string{"Ut.java", "AEcrire.java", "Verif.java", "Protocole.java"} {
		b, err := modele.ReadFile("modele/java/" + nom + ".txt")
		if err != nil {
			return nil, err
		}
		fichiers = append(fichiers, Fichier{Chemin: nom, Contenu: b})
	}
	for _, c := range ClassesJava() {
		fichiers = append(fichiers, Fichier{Chemin: c + ".java", Contenu: []byte(classeJava(c))})
	}
	page, err := lisezMoiJava()
	if err != nil {
		return nil, err
	}
	fichiers = append(fichiers, Fichier{Chemin: "LISEZMOI.md", Contenu: page})
	return fichiers, nil
}

// entetesJava are the first lines of each class.
func entetesJava() map[string]string {
	return map[string]string{
		"MasterMindBase": `// MasterMindBase : la version de base du sujet (SAE 1, « Jeu de Master Mind »,
// §2), écrite par « mastermind exercises --java ». Chaque fonction a
// l'en-tête et la spécification du sujet ; écrivez son corps à la place de
// « throw new AEcrire(); », sans changer l'en-tête. Vous pouvez ajouter
// des fonctions, avec leur spécification.
//
// Version du sujet : celle dont le squelette marque 4 méthodes modifiées
// d'une ligne « /**CHANGE » (extensions 3.1 et 3.2 ; voir docs/COURS.md du
// projet). Ici, mancheHumain et mancheOrdinateur sont celles de la version
// de base : le vérificateur n'exige ni affichePlateau ni la demande du
// secret ; affichePlateau et afficheErreurs sont dans MasterMindEtendu.
//
// Le vérificateur appelle vos fonctions par leur nom et lit ce qu'elles
// affichent avec tolérance : leurs nombres et leurs codes, pas leurs
// phrases. Une fonction qui ne doit rien afficher ne doit rien afficher
// (pas d'affichage de mise au point oublié).
//
// Dans toutes les fonctions, les pré-requis implicites du sujet : lgCode > 0,
// nbCouleurs > 0, tabCouleurs.length > 0 et les éléments de tabCouleurs sont
// différents.
//
// Vérifier (il faut un JDK 11 ou plus récent) :
//     javac -encoding UTF-8 -d classes *.java
//     java -cp classes Verif
public class MasterMindBase {
`,
		"MasterMindEtendu": `// MasterMindEtendu : les extensions du sujet (SAE 1, « Jeu de Master Mind »,
// §3) : l'affichage du plateau (3.1), des erreurs de réponse (3.2), les
// statistiques de la stratégie de l'ordinateur (3.3) et la stratégie CFC
// (3.7). Écrite par « mastermind exercises --java » : écrivez le corps de
// chaque fonction à la place de « throw new AEcrire(); ». Indiquez ici les
// extensions que vous avez choisies, comme le sujet le demande.
//
// Les méthodes « /**CHANGE » du sujet : affichePlateau (ajoutée au §3.1,
// appelée par les deux manches après chaque réponse) et afficheErreurs
// (§3.2 : codMot est le secret saisi par le joueur quand l'ordinateur a
// échoué). Le vérificateur lit ce qu'elles affichent : chaque ligne (son
// code et sa réponse), chaque ligne fausse et sa réponse correcte.
//
// Vérifier :
//     javac -encoding UTF-8 -d classes *.java
//     java -cp classes Verif
public class MasterMindEtendu {
`,
	}
}

// classeJava is class c of the Java kit, generated from the table: each
// function's specification and header, its body to write.
func classeJava(c string) string {
	var b strings.Builder
	b.WriteString(entetesJava()[c])
	niveau := 0
	for _, e := range Exercices() {
		if e.Java == nil || e.Java.Classe != c {
			continue
		}
		if e.Niveau != niveau {
			niveau = e.Niveau
			n := Niveaux()[niveau-1]
			titre := strings.ToUpper(fmt.Sprintf("niveau %d : %s", n.Numero, n.Titre))
			b.WriteString("\n    //.........................................................................\n")
			b.WriteString("    // " + titre + " (" + n.Sujet + ")\n")
			b.WriteString("    //.........................................................................\n")
		}
		b.WriteString("\n    /** " + strings.Join(e.Java.Consigne, "\n        ") + "\n    */\n")
		corps := "throw new AEcrire();"
		if e.Nom == "main" {
			corps = "Ut.afficherSL(\"La fonction main est à écrire (MasterMindBase.java).\");"
		}
		b.WriteString("    " + e.Java.Signature + " {\n        " + corps + "\n    }\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// lisezMoiJava is the Java kit's LISEZMOI.md, with the table of the
// exercises.
func lisezMoiJava() ([]byte, error) {
	b, err := modele.ReadFile("modele/java/LISEZMOI.md.txt")
	if err != nil {
		return nil, err
	}
	nbBase := 0
	table, _ := tableParNiveau("| exercice | classe | vérifié |", func(e Exercice) (string, bool) {
		if e.Java == nil {
			return "", false
		}
		verifie := "oui"
		switch {
		case !e.Teste():
			verifie = "non : " + e.SansTest
		case !e.TesteEn(LangueJava):
			verifie = "non : " + e.Java.SansTest
		}
		if e.Java.Classe == "MasterMindBase" {
			nbBase++
		}
		return fmt.Sprintf("| %s | `%s` | %s |", e.Nom, e.Java.Classe, verifie), true
	})
	s := strings.NewReplacer("{{TABLE}}", table, "{{NB_BASE}}", strconv.Itoa(nbBase)).Replace(string(b))
	return []byte(s), nil
}
