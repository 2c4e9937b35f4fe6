package arbres

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// VersionExport is the version of the tree files Exporte writes (the
// format of docs/ARBRE.md, which package verifarbre checks);
// VersionClasse that of the tree of a class (a tree with rows before its
// root).
const (
	VersionExport = 1
	VersionClasse = 2
)

// ErrExiste: the export's file exists and overwriting it was not asked.
var ErrExiste = errors.New("the file exists")

// Exporte writes tree a as a tree file (docs/ARBRE.md): the header (size,
// repeats, the colours' letters, total and worst case), then one line
// per secret, in the order of the codes, with the proposals and answers
// of its game ("RRBJ:0,2 BJVV:1,1 … ORVB:4,0"). lettres names the colours
// (one distinct capital each, the first for colour 0).
//
// The tree of a class (rows before its root, optimal.Arbre.Prefixe) is
// written in version 2: the header names the rows (after RRBBJ:2,0), each
// line starts with them, and the figures count them.
//
// Pré-requis: len(lettres) == a's colours.
func Exporte(w io.Writer, a *optimal.Arbre, lettres string) error {
	t := a.Taille()
	if len(lettres) != t.Couleurs {
		return fmt.Errorf("export: %d letters for %d colours", len(lettres), t.Couleurs)
	}
	mot := func(c code.Code) string {
		b := make([]byte, c.Len())
		for i := range b {
			b[i] = lettres[c.At(i)]
		}
		return string(b)
	}
	type ligne struct {
		secret int32
		texte  string
	}
	var lignes []ligne
	var chemin, apres []string
	for _, l := range a.Prefixe() {
		apres = append(apres, fmt.Sprintf("%s:%d,%d", mot(l.Code), l.Reponse.Bien, l.Reponse.Mal))
	}
	chemin = append(chemin, apres...)
	var visite func(i int)
	visite = func(i int) {
		n := a.Noeud(i)
		proposition := mot(t.Code(int(n.Proposition)))
		enfants := int32(0)
		for _, b := range n.Branches {
			enfants += a.Noeud(int(b.Noeud)).Candidats
		}
		if n.Candidats > enfants {
			// The proposal is a candidate: its secret is found here.
			texte := strings.Join(append(chemin, fmt.Sprintf("%s:%d,0", proposition, t.Pions)), " ")
			lignes = append(lignes, ligne{secret: n.Proposition, texte: texte})
		}
		for _, b := range n.Branches {
			r := t.ReponseIndex(int(b.Reponse))
			chemin = append(chemin, fmt.Sprintf("%s:%d,%d", proposition, r.Bien, r.Mal))
			visite(int(b.Noeud))
			chemin = chemin[:len(chemin)-1]
		}
	}
	visite(0)
	slices.SortFunc(lignes, func(x, y ligne) int { return int(x.secret) - int(y.secret) })
	st := a.Statistiques()
	bw := bufio.NewWriter(w)
	repete := "yes"
	if t.SansRepetition {
		repete = "no"
	}
	if len(apres) == 0 {
		fmt.Fprintf(bw, "mastermind-tree %d\npegs %d\ncolors %d\nrepeats %s\nletters %s\ntotal %d\nworst %d\n",
			VersionExport, t.Pions, t.Couleurs, repete, lettres, st.Total, st.Max)
	} else {
		fmt.Fprintf(bw, "mastermind-tree %d\npegs %d\ncolors %d\nrepeats %s\nletters %s\nafter %s\ntotal %d\nworst %d\n",
			VersionClasse, t.Pions, t.Couleurs, repete, lettres, strings.Join(apres, ";"),
			st.Total+len(apres)*st.Secrets, st.Max+len(apres))
	}
	for _, l := range lignes {
		bw.WriteString(l.texte)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// ExporteFichier writes tree a as the tree file chemin (see Exporte),
// atomically. It touches only a file it may: a new name, or, when
// remplace is set, a regular file (a link, a folder, a FIFO or a device
// is never replaced).
//
// Résultat: nil; an error wrapping ErrExiste when the file exists and
// remplace is not set; a *disque.ErreurGenre for a special file; a
// *disque.ErreurEcriture when the write fails.
func ExporteFichier(chemin string, a *optimal.Arbre, lettres string, remplace bool) error {
	if err := PeutExporter(chemin, remplace); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := Exporte(&b, a, lettres); err != nil {
		return err
	}
	return EcritFichier(chemin, b.Bytes(), remplace)
}

// EcritFichier writes data as the file chemin, atomically, touching only
// a file it may, as ExporteFichier does (a tree file put together from
// tasks, taches.Dossier.ExporteMeilleur).
//
// Résultat: as ExporteFichier's.
func EcritFichier(chemin string, data []byte, remplace bool) error {
	if err := PeutExporter(chemin, remplace); err != nil {
		return err
	}
	e := disque.Ecriture{Moi: disque.Moi()}
	return e.Ecrit(filepath.Dir(chemin), filepath.Base(chemin), data, 0o644)
}

// PeutExporter is ExporteFichier's check of chemin before it writes, for
// a caller that would rather know before a long search: nil, or the error
// ExporteFichier would return.
func PeutExporter(chemin string, remplace bool) error {
	info, err := os.Lstat(chemin)
	switch {
	case err == nil && !info.Mode().IsRegular():
		return &disque.ErreurGenre{Chemin: chemin, Genre: genre(info.Mode())}
	case err == nil && !remplace:
		return fmt.Errorf("%s: %w", chemin, ErrExiste)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return disque.Echec(filepath.Dir(chemin), err)
	}
	return nil
}

// genre is the kind of a file of mode m that is not regular (as
// disque's, which keeps its own unexported).
func genre(m fs.FileMode) disque.Genre {
	switch {
	case m&fs.ModeSymlink != 0:
		return disque.Lien
	case m.IsDir():
		return disque.Dossier
	case m&fs.ModeNamedPipe != 0:
		return disque.Tube
	case m&fs.ModeSocket != 0:
		return disque.Prise
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return disque.Peripherique
	}
	return disque.Autre
}
