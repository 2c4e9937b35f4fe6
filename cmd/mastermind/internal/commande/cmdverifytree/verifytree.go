// Package verifytree is mastermind verify-tree: a tree file
// (docs/ARBRE.md) checked by the independent verifier
// (cmd/mastermind/internal/verifarbre), which shares nothing with the
// search.
package cmdverifytree

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

// Commande is verify-tree's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "verify-tree",
		Resume:    "verifarbre.resume",
		Arguments: "aide.args.verifarbre",
		Aide:      "verifarbre.aide",
		Run:       execute,
	}
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
	// The file is streamed, whatever its size: the verifier keeps the
	// strategy's nodes, not the text (a tree of 2²² secrets is hundreds
	// of megabytes).
	var r io.Reader = a.IOS.In
	if chemin != "-" {
		f, err := disque.Ouvre(chemin)
		if err != nil {
			return commande.Usage(a.Cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
		}
		defer f.Close()
		r = f
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
	taille := commande.NomTaille(a, t)
	if len(res.Apres) > 0 {
		// The tree of a class (a task's): the moves before it.
		taille = a.Cat.T("verifarbre.classe", taille, strings.Join(res.Apres, " "))
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("verifarbre.valide", chemin, taille, res.Lettres,
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
// trees are kept compressed); as it is otherwise.
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
	return z, nil
}

// raisonLectureArbre says why a tree file cannot be read.
func raisonLectureArbre(a *commande.App, err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return a.Cat.T("verifarbre.introuvable")
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, gzip.ErrChecksum):
		return a.Cat.T("verifarbre.tronque")
	case errors.Is(err, fs.ErrPermission):
		return a.Cat.T("err.lecture.interdite")
	}
	if raison, ok := a.Cat.RaisonCache(err); ok {
		return raison
	}
	return a.Cat.T("err.lecture")
}
