package commande

import (
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// enclosDuLabo is the fence of the run's programs: probed once, before
// the first program starts, it says on the error stream which guarantees
// this system cannot give, and then requires those it can at every start
// (enclos.Regle.Sonde); nil with --no-fence.
func (a *App) enclosDuLabo() programme.Enclos {
	a.sonde.Do(func() {
		if a.labo.sansEnclos {
			return
		}
		e, manque := enclos.Regle{Limites: a.labo.limitesEnclos}.Sonde()
		a.enclos = e
		if manque != 0 {
			_, _ = a.Erreurs().Write([]byte(a.phraseGaranties(manque)))
		}
	})
	return a.enclos
}

// phraseGaranties says which guarantees are missing, one a line.
func (a *App) phraseGaranties(manque enclos.Garanties) string {
	var b strings.Builder
	b.WriteString(a.Cat.T("labo.garanties") + "\n")
	for _, g := range manque.Liste() {
		b.WriteString("  - " + a.Cat.T(cleGarantie(g)) + "\n")
	}
	return b.String()
}

// cleGarantie is the sentence of guarantee g.
func cleGarantie(g enclos.Garanties) texte.Cle {
	switch g {
	case enclos.GarEcritures:
		return "labo.garantie.ecritures"
	case enclos.GarLectureSeule:
		return "labo.garantie.lectureseule"
	case enclos.GarSockets:
		return "labo.garantie.sockets"
	case enclos.GarReseau:
		return "labo.garantie.reseau"
	case enclos.GarProcessus:
		return "labo.garantie.processus"
	case enclos.GarUtilisateur:
		return "labo.garantie.utilisateur"
	}
	return "labo.garantie.memoire"
}
