package statistiques

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// sortieDeTest writes the screen into out, with no terminal.
func sortieDeTest(out *strings.Builder) *Sortie {
	return &Sortie{
		Out: out, Err: out, Mise: func() int { return 0 }, Maintenant: time.Now,
		Progres: func(string, func() (int64, int64)) func() { return func() {} },
		EcritJSON: func(v any) error {
			b, err := json.Marshal(v)
			out.Write(b)
			return err
		},
	}
}

// TestStatsOfChosenRounds: with Manches, the screen computes through
// CalculeManches (the rounds counted from Depuis), rounds the average by
// the rule of every output (7/3 = 2.3333), and a failure goes
// through Echec.
func TestStatsOfChosenRounds(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	e, err := code.NouvelEspace(code.Taille{Pions: 2, Couleurs: 3})
	require.NoError(t, err)
	manches := []code.Code{code.Nouveau(0, 0), code.Nouveau(1, 2), code.Nouveau(2, 1), code.Nouveau(0, 0)}
	var vues []int
	d := DemandeStats{
		Espace: e, Noms: []string{"lexico"}, Manches: manches, Depuis: 1,
		Construit: func(context.Context, string) (strategie.Strategie, error) { return strategie.Nouvelle("lexico") },
		CalculeManches: func(_ context.Context, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, _ strategie.Options) (*strategie.Stats, error) {
			vues = append(vues, len(secrets), depuis)
			return &strategie.Stats{Strategie: s.Nom(), Taille: e.Taille(), Coups: []uint16{2, 3, 2}, Total: 7, Max: 3,
				Secrets: []int32{5, 7, 0}, Distribution: []int{0, 0, 2, 1}}, nil
		},
	}
	var out strings.Builder
	require.NoError(t, EcranStats(context.Background(), cat, sortieDeTest(&out), &strategies.Resolveur{}, d, true))
	assert.Equal(t, []int{4, 1}, vues)
	var j StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	assert.Equal(t, 2.3333, j.Average)
	assert.Equal(t, 3, j.Secrets)
	assert.Equal(t, Distribution{0, 0, 2, 1}, j.Distribution)

	rate := errors.New("round 2")
	d.CalculeManches = func(context.Context, strategie.Strategie, *code.Espace, []code.Code, int, strategie.Options) (*strategie.Stats, error) {
		return nil, rate
	}
	d.Echec = func(nom string, err error) error { return errors.Join(errors.New("replay "+nom), err) }
	err = EcranStats(context.Background(), cat, sortieDeTest(&out), &strategies.Resolveur{}, d, true)
	require.ErrorIs(t, err, rate)
	assert.Contains(t, err.Error(), "replay lexico")
}

// statsDeTableau are three strategies of 4×6 as the real ones end: one
// within 5 tries, one within 9, one within 11.
func statsDeTableau(t *testing.T) ([]*strategie.Stats, DemandeStats) {
	e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	st := func(nom string, total int, d ...int) *strategie.Stats {
		return &strategie.Stats{Strategie: nom, Taille: e.Taille(), Total: total, Max: len(d) - 1,
			Coups: make([]uint16, 1296), Distribution: d, Duree: 7 * time.Millisecond}
	}
	return []*strategie.Stats{
		st("knuth", 5801, 0, 1, 6, 62, 533, 694),
		st("lexico", 7471, 0, 1, 4, 25, 108, 305, 602, 196, 49, 6),
		st("cfc", 11432, 0, 1, 4, 11, 23, 43, 28, 60, 177, 495, 370, 84),
	}, DemandeStats{Espace: e}
}

// The table of every strategy: its distribution under « essais : » /
// "tries:", one block at 80 and 120 columns, the tail grouped ("5+")
// where every column does not fit; through a pipe every column, under the
// same header line.
func TestTableauDesStatistiques(t *testing.T) {
	res, d := statsDeTableau(t)
	for _, c := range []struct {
		lang   texte.Langue
		n      int
		lignes []string
	}{
		{texte.Francais, 120, []string{
			"                                         essais :",
			"stratégie  moyenne  max   total  au max  1  2   3    4    5    6    7    8    9   10  11  durée (s)",
			"knuth       4,4761    5   5 801     694  1  6  62  533  694                                   0,007",
			"cfc         8,8210   11  11 432      84  1  4  11   23   43   28   60  177  495  370  84      0,007",
		}},
		{texte.Francais, 80, []string{
			"                                         essais :",
			"stratégie  moyenne  max   total  au max  1  2   3    4    5     6+  durée (s)",
			"knuth       4,4761    5   5 801     694  1  6  62  533  694             0,007",
			"lexico      5,7647    9   7 471       6  1  4  25  108  305    853      0,007",
			"cfc         8,8210   11  11 432      84  1  4  11   23   43  1 214      0,007",
		}},
		{texte.Anglais, 80, []string{
			"                                        tries:",
			"strategy  average  max   total  at max  1  2   3    4    5    6     7+  time (s)",
			"lexico     5.7647    9   7,471       6  1  4  25  108  305  602    251     0.007",
		}},
		{texte.Francais, 0, []string{
			"                                             essais :",
			"stratégie       moyenne  max   total au max       1      2      3      4      5      6      7      8      9     10     11  durée (s)",
			"knuth            4,4761    5   5 801    694       1      6     62    533    694                                                0,007",
		}},
		{texte.Anglais, 0, []string{
			"                                             tries:",
			"strategy        average  max   total at max       1      2      3      4      5      6      7      8      9     10     11  time (s)",
		}},
	} {
		t.Run(string(c.lang)+"-"+strconv.Itoa(c.n), func(t *testing.T) {
			var out strings.Builder
			o := sortieDeTest(&out)
			o.Mise = func() int { return c.n }
			ecritTableau(redacteur{cat: texte.Nouveau(c.lang), o: o, r: &strategies.Resolveur{}}, res, d)
			// French thousands are set apart by a no-break space.
			l := strings.Split(strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(out.String()), "\n")
			assert.Subset(t, l, c.lignes)
			entetes := 0
			for _, x := range l {
				if c.n > 0 {
					assert.LessOrEqual(t, page.Largeur(x), c.n, x)
				}
				if strings.HasPrefix(x, texte.Nouveau(c.lang).T("stats.col.strategie")+" ") {
					entetes++
				}
			}
			assert.Equal(t, 1, entetes, "one block:\n%s", out.String())
		})
	}
}

// Too narrow for even two tries' columns, the table goes in blocks, under
// a sentence that says what its numbered columns are.
func TestTableauDesStatistiquesEtroit(t *testing.T) {
	res, d := statsDeTableau(t)
	for lang, phrase := range map[texte.Langue]string{
		texte.Francais: "Les colonnes 1 à 11 : les secrets trouvés en autant d'essais.",
		texte.Anglais:  "Columns 1 to 11: the secrets found in that many tries.",
	} {
		var out strings.Builder
		o := sortieDeTest(&out)
		o.Mise = func() int { return 40 }
		ecritTableau(redacteur{cat: texte.Nouveau(lang), o: o, r: &strategies.Resolveur{}}, res, d)
		assert.Contains(t, strings.Join(strings.Fields(out.String()), " "), phrase)
		for _, l := range strings.Split(out.String(), "\n") {
			assert.LessOrEqual(t, page.Largeur(l), 40, l)
		}
	}
}
