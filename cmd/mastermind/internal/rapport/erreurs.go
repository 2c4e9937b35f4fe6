package rapport

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Erreurs is what a program wrote on its error stream, as the reports
// keep it: the counts of all it wrote, and its start and end made
// visible (texte.Visible: no byte of it acts on a terminal), each at most
// TeteJournal and QueueJournal bytes of text once visible.
type Erreurs struct {
	Octets, Lignes int64
	// Tete and Queue are the text kept; Omis counts the bytes the
	// program wrote between them that are not (0: all is kept).
	Tete, Queue string
	Omis        int64
}

// Coupe reports whether bytes the program wrote are not kept.
func (e Erreurs) Coupe() bool { return e.Omis > 0 }

// Garde makes what a programme.Journal kept visible and bounded: an
// invisible byte takes up to four characters once visible ("\x1b"), so
// the start and the end are cut again to their bound, and what is cut
// is counted with what the Journal left out.
func Garde(r programme.Releve) Erreurs {
	t, queue := r.Tete, r.Queue
	if r.Coupe {
		// Whole lines on either side of the cut, when there are lines;
		// else the end kept may start inside a character.
		if i := bytes.LastIndexByte(t, '\n'); i >= 0 {
			t = t[:i+1]
		}
		if i := bytes.IndexByte(queue, '\n'); !r.DebutLigne && i >= 0 && i < len(queue)-1 {
			queue = queue[i+1:]
		}
		for k := 0; k < utf8.UTFMax-1 && len(queue) > 0 && !utf8.RuneStart(queue[0]); k++ {
			queue = queue[1:]
		}
	}
	tete, lusTete := visibleBorne(t, programme.TeteJournal, false)
	q, lusQueue := visibleBorne(queue, programme.QueueJournal, true)
	return Erreurs{Octets: r.Octets, Lignes: r.Lignes, Tete: tete, Queue: q,
		Omis: r.Octets - int64(lusTete) - int64(lusQueue)}
}

// visibleBorne is b made visible, line ends kept, cut to at most borne
// bytes of text: its start, or its end when fin; lus counts the bytes of
// b that text shows.
func visibleBorne(b []byte, borne int, fin bool) (text string, lus int) {
	var morceaux []string
	var tailles []int
	for i := 0; i < len(b); {
		_, n := utf8.DecodeRune(b[i:])
		m := string(b[i : i+n])
		if m != "\n" {
			m = texte.Visible(m)
		}
		morceaux = append(morceaux, m)
		tailles = append(tailles, n)
		i += n
	}
	debut, bout, total := 0, len(morceaux), 0
	if fin {
		for debut = len(morceaux); debut > 0 && total+len(morceaux[debut-1]) <= borne; debut-- {
			total += len(morceaux[debut-1])
		}
	} else {
		for bout = 0; bout < len(morceaux) && total+len(morceaux[bout]) <= borne; bout++ {
			total += len(morceaux[bout])
		}
	}
	for _, n := range tailles[debut:bout] {
		lus += n
	}
	return strings.Join(morceaux[debut:bout], ""), lus
}

// NomsErreurs names the file of each program's error stream, next to its
// report (NomsFichiers): "alice.py.txt" → "alice.py.stderr.txt".
func NomsErreurs(noms []string) []string {
	f := NomsFichiers(noms)
	for i, n := range f {
		f[i] = strings.TrimSuffix(n, ".txt") + ".stderr.txt"
	}
	return f
}

// TexteErreurs is the file of program nom's error stream: the marque, the
// counts, the start kept, what was left out, the end kept.
func TexteErreurs(nom string, e Erreurs, cat *texte.Catalogue) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", Marque)
	fmt.Fprintln(&b, cat.T("enclos43.erreurs.fichier.titre", texte.Visible(nom)))
	fmt.Fprintln(&b, cat.T("enclos43.erreurs.fichier.compte", cat.Nombre(int(e.Lignes), texte.NomLigne), cat.Nombre(int(e.Octets), texte.NomOctet)))
	if e.Coupe() {
		fmt.Fprintln(&b, cat.T("enclos43.erreurs.fichier.borne", programme.TeteJournal>>10, programme.QueueJournal>>10))
	}
	fmt.Fprintln(&b, cat.T("enclos43.erreurs.fichier.visible"))
	b.WriteString("\n")
	b.WriteString(TexteGarde(e, cat))
	return b.String()
}

// TexteGarde is the text kept of an error stream: its start, the line
// that counts what was left out, its end.
func TexteGarde(e Erreurs, cat *texte.Catalogue) string {
	var b strings.Builder
	b.WriteString(e.Tete)
	if e.Coupe() {
		if e.Tete != "" && !strings.HasSuffix(e.Tete, "\n") {
			b.WriteString("\n")
		}
		fmt.Fprintln(&b, cat.T("enclos43.erreurs.fichier.omis", cat.Nombre(int(e.Omis), texte.NomOctet)))
	}
	b.WriteString(e.Queue)
	if s := b.String(); s != "" && !strings.HasSuffix(s, "\n") {
		b.WriteString("\n")
	}
	return b.String()
}

// EcritErreurs writes, in dossier, the error stream of each program
// among noms that wrote on it (releve gives what its Journal kept), named
// by NomsErreurs over noms. No file is written when one would replace a
// file the lab did not write (Libre).
//
// Résultat: the path written for each name (none for a name that wrote
// nothing or is not a program's); an *ErreurEtranger, or the error of a
// write.
func EcritErreurs(dossier string, noms []string, releve func(nom string) programme.Releve, cat *texte.Catalogue) (map[string]string, error) {
	var programmes []string
	for _, n := range noms {
		if programme.EstCommande(n) {
			programmes = append(programmes, n)
		}
	}
	fichiers := NomsErreurs(programmes)
	chemins := map[string]string{}
	for i, n := range programmes {
		if releve(n).Octets == 0 {
			continue
		}
		c := filepath.Join(dossier, fichiers[i])
		if err := Libre(c); err != nil {
			return nil, err
		}
		chemins[n] = c
	}
	for _, n := range programmes {
		c, ok := chemins[n]
		if !ok {
			continue
		}
		if err := Ecrit(c, []byte(TexteErreurs(n, Garde(releve(n)), cat))); err != nil {
			return nil, err
		}
	}
	return chemins, nil
}

// LibresErreurs checks, before a run plays, that the error streams of
// the programs among noms may be written in dossier (see LibresRapports).
//
// Résultat: nil, an *ErreurEtranger, or the system's error.
func LibresErreurs(dossier string, noms []string) error {
	var programmes []string
	for _, n := range noms {
		if programme.EstCommande(n) {
			programmes = append(programmes, n)
		}
	}
	for _, f := range NomsErreurs(programmes) {
		if err := Libre(filepath.Join(dossier, f)); err != nil {
			return err
		}
	}
	return nil
}
