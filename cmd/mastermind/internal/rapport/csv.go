package rapport

import (
	"encoding/csv"
	"io"
	"strconv"
)

// EcritCSV writes r as CSV for a spreadsheet: a header, then one line per
// entry in the ranking's order; numbers with a decimal point whatever the
// language, an empty cell where there is nothing (the rank of an entry not
// ranked, a failed entry's average); an impossible result's kind and the
// limit it beats; the seed of the order of the secrets on every line (empty
// with --secrets), and whether each round of a program was played by a
// fresh process (true, false with --one-process); the distribution last,
// a column per number of proposals.
func (r *Resultats) EcritCSV(w io.Writer) error {
	plus := 0
	for _, e := range r.Entrees {
		p, _ := e.Pire()
		plus = max(plus, p)
	}
	c := csv.NewWriter(w)
	entete := []string{"rank", "strategy", "average", "partial_average", "max", "at_max", "total", "unscored", "seconds",
		"failure", "failure_round", "failure_secret", "impossible", "limit", "order_seed", "fresh_process"}
	for k := 1; k <= plus; k++ {
		entete = append(entete, "p"+strconv.Itoa(k))
	}
	if err := c.Write(entete); err != nil {
		return err
	}
	j := r.VersJSON()
	for _, e := range j.Entries {
		ligne := []string{"", e.Strategy, "", "", strconv.Itoa(e.Max), strconv.Itoa(e.AtMax), strconv.Itoa(e.Total),
			strconv.Itoa(e.Failures), strconv.FormatFloat(e.Seconds, 'f', 3, 64), "", "", "", "", "", "", strconv.FormatBool(j.FreshProcess)}
		if j.OrderSeed != nil {
			ligne[14] = strconv.FormatUint(*j.OrderSeed, 10)
		}
		if i := e.Impossible; i != nil {
			ligne[12], ligne[13] = i.Kind, strconv.Itoa(i.Limit)
		}
		if e.Rank != nil {
			ligne[0] = strconv.Itoa(*e.Rank)
		}
		if e.Average != nil {
			ligne[2] = strconv.FormatFloat(*e.Average, 'f', Decimales, 64)
		}
		if e.PartialAverage != nil {
			ligne[3] = strconv.FormatFloat(*e.PartialAverage, 'f', Decimales, 64)
		}
		if f := e.Failure; f != nil {
			ligne[9] = f.Kind
			if f.Round > 0 {
				ligne[10] = strconv.Itoa(f.Round)
			}
			ligne[11] = f.Secret
		}
		for k := 1; k <= plus; k++ {
			n := 0
			if k < len(e.Distribution) {
				n = e.Distribution[k]
			}
			ligne = append(ligne, strconv.Itoa(n))
		}
		if err := c.Write(ligne); err != nil {
			return err
		}
	}
	c.Flush()
	return c.Error()
}
