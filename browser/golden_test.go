package browser

// The screenshots are compared with golden images of the layout under
// testdata/. Fonts and their rendering differ between machines, so the
// comparison looks at the layout, not at the glyphs: both images are cut
// into blocks of goldenBlock x goldenBlock pixels and each block reduced to
// its mean colour; a block differs when a channel of its mean differs by
// more than goldenChannel (of 255); the images match when at most
// goldenTolerance of the blocks differ. A box moved, a colour changed or a
// section gone shows in far more blocks than text drawn in another font of
// the same size. The sizes must be equal (the viewport is fixed).

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

const (
	goldenBlock     = 8
	goldenChannel   = 24
	goldenTolerance = 0.03
)

// compareGolden takes a screenshot of the viewport and compares it with
// testdata/name, or records it there with URIKIT_UPDATE_GOLDEN=1 or
// -update.
func compareGolden(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	golden := filepath.Join("testdata", name)
	if *update || os.Getenv("URIKIT_UPDATE_GOLDEN") == "1" {
		if err := os.WriteFile(golden, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("recorded %s", golden)
		return
	}
	got, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	f, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("golden image: %v (URIKIT_UPDATE_GOLDEN=1 records it)", err)
	}
	want, err := png.Decode(bytes.NewReader(f))
	if err != nil {
		t.Fatalf("golden image %s: %v", golden, err)
	}
	frac, diff, err := layoutDiff(got, want)
	if err == nil && frac <= goldenTolerance {
		t.Logf("%s: %.2f%% of the %dx%d blocks differ (tolerance %.0f%%)", name, 100*frac, goldenBlock, goldenBlock, 100*goldenTolerance)
		return
	}
	dir := filepath.Join(os.TempDir(), "urikit-browser")
	os.MkdirAll(dir, 0o755)
	gotPath := filepath.Join(dir, name)
	os.WriteFile(gotPath, shot, 0o644)
	if err != nil {
		t.Errorf("screenshot %s against %s: %v; the screenshot is %s", name, golden, err, gotPath)
		return
	}
	diffPath := filepath.Join(dir, "diff-"+name)
	var b bytes.Buffer
	png.Encode(&b, diff)
	os.WriteFile(diffPath, b.Bytes(), 0o644)
	t.Errorf("screenshot %s against %s:\n\tgot  %.2f%% of the blocks differ\n\twant at most %.0f%%\nthe screenshot is %s, the differing blocks in red %s; URIKIT_UPDATE_GOLDEN=1 records it after a deliberate change",
		name, golden, 100*frac, 100*goldenTolerance, gotPath, diffPath)
}

// layoutDiff returns the fraction of blocks whose mean colours differ, and
// an image of a with those blocks in red.
func layoutDiff(a, b image.Image) (float64, image.Image, error) {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1, nil, fmt.Errorf("size %v, want %v", a.Bounds().Size(), b.Bounds().Size())
	}
	ma, mb := blockMeans(a), blockMeans(b)
	diff := image.NewRGBA(a.Bounds())
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r, g, bl, _ := a.At(x, y).RGBA()
			// The screenshot faded, the differing blocks over it.
			diff.Set(x, y, color.RGBA{uint8(128 + r>>9), uint8(128 + g>>9), uint8(128 + bl>>9), 255})
		}
	}
	n := 0
	for i := range ma {
		if !near(ma[i].c, mb[i].c) {
			n++
			r := ma[i].r
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					diff.Set(x, y, color.RGBA{220, 0, 0, 255})
				}
			}
		}
	}
	return float64(n) / float64(len(ma)), diff, nil
}

type block struct {
	r image.Rectangle
	c [3]float64
}

// blockMeans returns the mean colour of each block of img.
func blockMeans(img image.Image) []block {
	bounds := img.Bounds()
	var blocks []block
	for y0 := bounds.Min.Y; y0 < bounds.Max.Y; y0 += goldenBlock {
		for x0 := bounds.Min.X; x0 < bounds.Max.X; x0 += goldenBlock {
			r := image.Rect(x0, y0, min(x0+goldenBlock, bounds.Max.X), min(y0+goldenBlock, bounds.Max.Y))
			var sum [3]float64
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					cr, cg, cb, _ := img.At(x, y).RGBA()
					sum[0] += float64(cr >> 8)
					sum[1] += float64(cg >> 8)
					sum[2] += float64(cb >> 8)
				}
			}
			n := float64(r.Dx() * r.Dy())
			blocks = append(blocks, block{r, [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}})
		}
	}
	return blocks
}

func near(a, b [3]float64) bool {
	for i := range a {
		if d := a[i] - b[i]; d > goldenChannel || d < -goldenChannel {
			return false
		}
	}
	return true
}
