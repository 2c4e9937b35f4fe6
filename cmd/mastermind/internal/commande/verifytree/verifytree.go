// Package verifytree is mastermind verify-tree: a tree file
// (docs/ARBRE.md) checked by the independent verifier
// (cmd/mastermind/internal/verifarbre), which shares nothing with the
// search.
package verifytree

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// maxFichierArbre caps the tree file verify-tree reads: the largest trees
// the search builds (4096 secrets) take a few hundred kilobytes.
const maxFichierArbre = 256 << 20

// Commande is verify-tree's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{Nom: "verify-tree", Resume: "verifarbre.resume", Arguments: "aide.args.verifarbre", Run: execute}
}

// Options are verify-tree's: the file it reads ("-": the standard
// input).
type Options struct {
	Chemin string
}

// execute reads verify-tree's command line into its Options, then runs
// it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	_, noms, _, err := commande.DrapeauxParmi(a, "verify-tree", "verifarbre.aide", args, nil)
	if err != nil {
		return commande.SansAide(err)
	}
	switch {
	case len(noms) == 0:
		return commande.Usage(a.Cat.T("verifarbre.sansfichier"))
	case len(noms) > 1:
		return commande.Usage(a.Cat.T("usage.argument", noms[1], "verify-tree"))
	}
	return run(ctx, a, Options{Chemin: noms[0]})
}

// run checks the tree file o names, gzipped or not, with the independent
// verifier and prints the figures it counted: status 0 when the tree is
// valid, 1 when it is not, 2 when the file cannot be read.
func run(_ context.Context, a *commande.App, o Options) error {
	chemin := o.Chemin
	var r io.Reader
	if chemin == "-" {
		r = io.LimitReader(a.IOS.In, maxFichierArbre)
	} else {
		data, err := disque.Lit(chemin, maxFichierArbre)
		if err != nil {
			return commande.Usage(a.Cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
		}
		r = bytes.NewReader(data)
	}
	r, err := decompresse(r)
	if err != nil {
		return commande.Usage(a.Cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
	}
	res, err := verifarbre.Verifie(r)
	var faute *verifarbre.Erreur
	switch {
	case errors.As(err, &faute):
		return commande.Rate(a.Cat.T("verifarbre.invalide", chemin, a.Cat.FauteArbre(err)))
	case err != nil:
		return commande.Usage(a.Cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
	}
	t := code.Taille{Pions: res.Pions, Couleurs: res.Couleurs, SansRepetition: !res.Repetitions}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("verifarbre.valide", chemin, commande.NomTaille(a, t), res.Lettres,
		a.Cat.Nombre(res.Secrets, texte.NomSecret), a.Cat.Nombre(res.Total, texte.NomEssai),
		a.Cat.Decimal(res.Moyenne(), 3), a.Cat.Nombre(res.Pire, texte.NomEssai)))
	parts := make([]string, 0, len(res.Distribution))
	for _, n := range res.Distribution[1:] {
		parts = append(parts, a.Cat.Entier(n))
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("verifarbre.repartition", strings.Join(parts, a.Cat.T("verifarbre.separateur"))))
	return nil
}

// decompresse reads r as gzip when it starts as gzip does (the published
// trees are kept compressed), at most maxFichierArbre bytes once
// uncompressed; as it is otherwise.
func decompresse(r io.Reader) (io.Reader, error) {
	b := bufio.NewReader(r)
	debut, _ := b.Peek(2)
	if !bytes.Equal(debut, []byte{0x1f, 0x8b}) {
		return b, nil
	}
	z, err := gzip.NewReader(b)
	if err != nil {
		return nil, err
	}
	return io.LimitReader(z, maxFichierArbre), nil
}

// raisonLectureArbre says why a tree file cannot be read.
func raisonLectureArbre(a *commande.App, err error) string {
	var taille *disque.ErreurTaille
	switch {
	case errors.As(err, &taille):
		return a.Cat.T("verifarbre.tropgros", a.Cat.Entier(int(taille.Max)))
	case errors.Is(err, fs.ErrNotExist):
		return a.Cat.T("verifarbre.introuvable")
	case errors.Is(err, fs.ErrPermission):
		return a.Cat.T("err.lecture.interdite")
	}
	if raison, ok := a.Cat.RaisonCache(err); ok {
		return raison
	}
	return a.Cat.T("err.lecture")
}
