package main

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

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// verifieArbre checks a tree file (docs/ARBRE.md), gzipped or not, with
// the independent verifier and prints the figures it counted: status 0 when the tree is
// valid, 1 when it is not, 2 when the file cannot be read.
func verifieArbre(_ context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "verify-tree")
	drapeaux, noms, _ := separe(fs, args)
	if err := analyse(a, fs, lang, drapeaux, "verifarbre.aide"); err != nil {
		return sansAide(err)
	}
	switch {
	case len(noms) == 0:
		return usage(a.cat.T("verifarbre.sansfichier"))
	case len(noms) > 1:
		return usage(a.cat.T("usage.argument", noms[1], "verify-tree"))
	}
	chemin := noms[0]
	// The file is streamed, whatever its size: the verifier keeps the
	// strategy's nodes, not the text (a tree of 2²² secrets is hundreds
	// of megabytes).
	var r io.Reader = a.ios.In
	if chemin != "-" {
		f, err := disque.Ouvre(chemin)
		if err != nil {
			return usage(a.cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
		}
		defer f.Close()
		r = f
	}
	r, err := decompresse(r)
	if err != nil {
		return usage(a.cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
	}
	res, err := verifarbre.Verifie(r)
	var faute *verifarbre.Erreur
	switch {
	case errors.As(err, &faute):
		return rate(a.cat.T("verifarbre.invalide", chemin, a.cat.FauteArbre(err)))
	case err != nil:
		return usage(a.cat.T("verifarbre.lecture", chemin, raisonLectureArbre(a, err)))
	}
	t := code.Taille{Pions: res.Pions, Couleurs: res.Couleurs, SansRepetition: !res.Repetitions}
	taille := nomTaille(a, t)
	if len(res.Apres) > 0 {
		// The tree of a class (a task's): the moves before it.
		taille = a.cat.T("verifarbre.classe", taille, strings.Join(res.Apres, " "))
	}
	fmt.Fprintln(a.ios.Out, a.cat.T("verifarbre.valide", chemin, taille, res.Lettres,
		a.cat.Nombre(res.Secrets, texte.NomSecret), a.cat.Nombre(res.Total, texte.NomEssai),
		a.cat.Decimal(res.Moyenne(), 3), a.cat.Nombre(res.Pire, texte.NomEssai)))
	parts := make([]string, 0, len(res.Distribution))
	for _, n := range res.Distribution[1:] {
		parts = append(parts, a.cat.Entier(n))
	}
	fmt.Fprintln(a.ios.Out, a.cat.T("verifarbre.repartition", strings.Join(parts, a.cat.T("verifarbre.separateur"))))
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
func raisonLectureArbre(a *app, err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return a.cat.T("verifarbre.introuvable")
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, gzip.ErrChecksum):
		return a.cat.T("verifarbre.tronque")
	case errors.Is(err, fs.ErrPermission):
		return a.cat.T("err.lecture.interdite")
	}
	if raison, ok := a.cat.RaisonCache(err); ok {
		return raison
	}
	return a.cat.T("err.lecture")
}
