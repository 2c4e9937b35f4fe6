package rapport

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Marque is in every file the lab writes for a teacher (the HTML page's
// generator, a report's first line): a file that lacks it is not ours,
// and is never replaced.
const Marque = "mastermind-rapport"

// EcritHTML writes r as one self-contained page, for a projector: the
// ranking and each entry's distribution as a bar chart on its row (inline
// CSS and SVG, no script, nothing fetched), the order of the secrets,
// then why results are impossible and the failures' reports. Every
// figure is also in the row's data-* attributes, as the JSON writes it,
// the seed of the order in the table's data-order-seed, and whether each
// round of a program was played by a fresh process in its
// data-fresh-process.
func (r *Resultats) EcritHTML(w io.Writer, cat *texte.Catalogue, titre string) error {
	j := r.VersJSON()
	plus := 0
	for _, e := range j.Entries {
		plus = max(plus, e.Max)
	}
	page := pageHTML{Langue: "en", Marque: Marque, Titre: titre,
		Colonnes: []string{cat.T("tournoi.col.rang"), cat.T("tournoi.col.strategie"), cat.T("tournoi.col.moyenne"),
			cat.T("tournoi.col.pire"), cat.T("tournoi.col.aupire"), cat.T("tournoi.col.total"), cat.T("tournoi.col.echecs"),
			cat.T("tournoi.col.duree"), cat.T("tournoi.html.distribution")},
		TitreEchecs: cat.T("tournoi.html.echecs"), TitreImpossibles: cat.T("tournoi.html.impossibles"),
		Ordre: r.TexteOrdre(cat), Fraiche: strconv.FormatBool(j.FreshProcess),
	}
	if j.OrderSeed != nil {
		page.Graine = strconv.FormatUint(*j.OrderSeed, 10)
	}
	if cat.Langue() == texte.Francais {
		page.Langue = "fr"
	}
	for _, e := range j.Entries {
		l := ligneHTML{Strategie: e.Strategy, Rang: "–", Moyenne: "—", Max: "—", AuMax: "—",
			Total: cat.Entier(e.Total), Echecs: cat.Entier(e.Failures), Duree: cat.Decimal(e.Seconds, 3),
			Graphe: graphe(e.Distribution, plus), Data: data(e)}
		if e.Rank != nil {
			l.Rang = strconv.Itoa(*e.Rank)
		}
		switch {
		case e.Average != nil && e.Impossible != nil:
			l.Moyenne = cat.T("tournoi.impossible", cat.Decimal(*e.Average, Decimales))
			l.Impossible = true
		case e.Average != nil:
			l.Moyenne = cat.Decimal(*e.Average, Decimales)
		case e.PartialAverage != nil:
			l.Moyenne = cat.T("tournoi.partielle", cat.Decimal(*e.PartialAverage, Decimales))
			l.Partielle = true
		}
		if e.Max > 0 {
			l.Max, l.AuMax = strconv.Itoa(e.Max), cat.Entier(e.AtMax)
		}
		if e.Failure != nil {
			l.Echec = true
			texte := e.Failure.Report
			if e.Failure.Replay != "" {
				texte += "\n" + TexteRejouer(cat, r.ParManche, e.Failure.Replay)
			}
			page.Echecs = append(page.Echecs, echecHTML{Strategie: e.Strategy, Texte: texte})
		}
		page.Lignes = append(page.Lignes, l)
	}
	for _, e := range r.Entrees {
		if e.Impossible != nil {
			page.Impossibles = append(page.Impossibles, echecHTML{Strategie: e.Nom, Texte: r.TexteImpossible(e, cat)})
		}
	}
	page.TitreErreurs = cat.T("enclos43.erreurs.html.titre")
	for _, e := range r.Entrees {
		if er := e.Erreurs; er != nil && er.Octets > 0 {
			compte := cat.T("enclos43.erreurs.fichier.compte", cat.Nombre(int(er.Lignes), texte.NomLigne), cat.Nombre(int(er.Octets), texte.NomOctet))
			if er.Coupe() {
				compte += " " + cat.T("enclos43.erreurs.fichier.borne", programme.TeteJournal>>10, programme.QueueJournal>>10)
			}
			page.Erreurs = append(page.Erreurs, erreursHTML{Strategie: texte.Visible(e.Nom), Compte: compte, Texte: TexteGarde(*er, cat)})
		}
	}
	return modeleHTML.Execute(w, page)
}

type pageHTML struct {
	Langue, Marque, Titre, Ordre, Graine string
	// Fraiche is JSON's fresh_process, "true" or "false".
	Fraiche                       string
	Colonnes                      []string
	Lignes                        []ligneHTML
	TitreEchecs, TitreImpossibles string
	Echecs, Impossibles           []echecHTML
	// TitreErreurs heads the programs' error streams, one section each
	// (Erreurs), their text visible (texte.Visible) and escaped.
	TitreErreurs string
	Erreurs      []erreursHTML
}

type erreursHTML struct{ Strategie, Compte, Texte string }

type ligneHTML struct {
	Strategie, Rang, Moyenne, Max, AuMax, Total, Echecs, Duree string
	Partielle, Echec, Impossible                               bool
	Graphe                                                     template.HTML
	Data                                                       template.HTMLAttr
}

type echecHTML struct{ Strategie, Texte string }

// data is a row's figures as the JSON writes them, for the tests and for
// whoever reads the page's source.
func data(e EntryJSON) template.HTMLAttr {
	var b strings.Builder
	attr := func(nom, valeur string) { fmt.Fprintf(&b, ` data-%s="%s"`, nom, template.HTMLEscapeString(valeur)) }
	attr("strategy", e.Strategy)
	if e.Rank != nil {
		attr("rank", strconv.Itoa(*e.Rank))
	}
	if e.Average != nil {
		attr("average", strconv.FormatFloat(*e.Average, 'f', -1, 64))
	}
	if e.PartialAverage != nil {
		attr("partial-average", strconv.FormatFloat(*e.PartialAverage, 'f', -1, 64))
	}
	attr("max", strconv.Itoa(e.Max))
	attr("at-max", strconv.Itoa(e.AtMax))
	attr("total", strconv.Itoa(e.Total))
	attr("failures", strconv.Itoa(e.Failures))
	attr("seconds", strconv.FormatFloat(e.Seconds, 'f', -1, 64))
	if i := e.Impossible; i != nil {
		attr("impossible", i.Kind)
		attr("limit", strconv.Itoa(i.Limit))
	}
	return template.HTMLAttr(strings.TrimPrefix(b.String(), " "))
}

// Dimensions of a chart, in SVG units.
const (
	largeurBarre  = 22
	hauteurGraphe = 90
	marge         = 14
)

// graphe draws d as bars, one per number of proposals from 1 to plus (the
// same axis on every row, so that charts compare side by side), each
// with its count above it and its number under it.
func graphe(d Distribution, plus int) template.HTML {
	haut := 0
	for _, n := range d {
		haut = max(haut, n)
	}
	largeur := plus * largeurBarre
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="graphe" width="%d" height="%d" viewBox="0 0 %d %d" role="img">`,
		largeur, hauteurGraphe+2*marge, largeur, hauteurGraphe+2*marge)
	for k := 1; k <= plus; k++ {
		n := 0
		if k < len(d) {
			n = d[k]
		}
		h := 0
		if haut > 0 {
			h = (hauteurGraphe*n + haut - 1) / haut
		}
		x := (k-1)*largeurBarre + 2
		fmt.Fprintf(&b, `<rect class="barre" data-k="%d" data-n="%d" x="%d" y="%d" width="%d" height="%d"><title>%d : %d</title></rect>`,
			k, n, x, marge+hauteurGraphe-h, largeurBarre-4, h, k, n)
		if n > 0 {
			fmt.Fprintf(&b, `<text class="n" x="%d" y="%d">%d</text>`, x+(largeurBarre-4)/2, marge+hauteurGraphe-h-3, n)
		}
		fmt.Fprintf(&b, `<text class="k" x="%d" y="%d">%d</text>`, x+(largeurBarre-4)/2, 2*marge+hauteurGraphe-2, k)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

var modeleHTML = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Langue}}">
<head>
<meta charset="utf-8"/>
<meta name="generator" content="{{.Marque}}"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{{.Titre}}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; background: #fff; }
h1 { font-size: 1.6em; }
table { border-collapse: collapse; }
th, td { padding: 0.3em 0.8em; border-bottom: 1px solid #ccc; vertical-align: middle; }
th { text-align: left; background: #f0f0f0; }
td.nombre { text-align: right; font-variant-numeric: tabular-nums; }
tr.echec td { color: #a00; }
tr.impossible td { color: #8a5a00; font-style: italic; }
p.ordre { color: #444; }
td.partielle { font-style: italic; }
svg.graphe rect.barre { fill: #3569b5; }
tr.echec svg.graphe rect.barre { fill: #c08080; }
svg.graphe text { font-size: 9px; text-anchor: middle; fill: #444; }
pre { background: #f7f7f7; padding: 0.8em; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>{{.Titre}}</h1>
<table class="classement"{{if .Graine}} data-order-seed="{{.Graine}}"{{end}} data-fresh-process="{{.Fraiche}}">
<thead><tr>{{range .Colonnes}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>
{{range .Lignes}}<tr class="entree{{if .Echec}} echec{{end}}{{if .Impossible}} impossible{{end}}" {{.Data}}>
<td class="nombre rang">{{.Rang}}</td><td class="strategie">{{.Strategie}}</td><td class="nombre moyenne{{if .Partielle}} partielle{{end}}">{{.Moyenne}}</td><td class="nombre">{{.Max}}</td><td class="nombre">{{.AuMax}}</td><td class="nombre">{{.Total}}</td><td class="nombre">{{.Echecs}}</td><td class="nombre">{{.Duree}}</td>
<td class="distribution">{{.Graphe}}</td>
</tr>
{{end}}</tbody>
</table>
<p class="ordre">{{.Ordre}}</p>
{{if .Impossibles}}<h2>{{.TitreImpossibles}}</h2>
{{range .Impossibles}}<section class="impossible" data-strategy="{{.Strategie}}"><h3>{{.Strategie}}</h3><p>{{.Texte}}</p></section>
{{end}}{{end}}{{if .Echecs}}<h2>{{.TitreEchecs}}</h2>
{{range .Echecs}}<section class="echec" data-strategy="{{.Strategie}}"><h3>{{.Strategie}}</h3><pre>{{.Texte}}</pre></section>
{{end}}{{end}}{{if .Erreurs}}<h2>{{.TitreErreurs}}</h2>
{{range .Erreurs}}<section class="stderr" data-strategy="{{.Strategie}}"><h3>{{.Strategie}}</h3><p>{{.Compte}}</p><pre>{{.Texte}}</pre></section>
{{end}}{{end}}</body>
</html>
`))
