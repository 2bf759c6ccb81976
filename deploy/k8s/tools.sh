# Sourced by deploy/k8s/validate and deploy/k8s/render: the tools they use, fetched once into
# ~/.cache/sdkgen/ (SDKGEN_TOOLS_DIR moves it; outside the work tree so that a fresh clone on the same
# machine, as CI uses, does not fetch them again). Each is built from its Go module through the Go
# module proxy (the projects' GitHub release binaries are not reachable from our build machines):
#   - kubeconform, the schema validator;
#   - kustomize, which renders deploy/k8s as `kubectl apply -k` would;
# and the JSON schemas of Kubernetes $K8S_VERSION come from the kubernetes-validate package on PyPI,
# which ships them (`pip download`). Sets kubeconform, kustomize and schemas (paths).
KUBECONFORM_VERSION=v0.7.0
K8S_VALIDATE_VERSION=1.37.0
K8S_VERSION=1.33.0
KUSTOMIZE_VERSION=v5.7.1
tools="${SDKGEN_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sdkgen}"
# the custom resources (Strimzi's, KEDA's) have no schema here: the validation skips them by kind
CUSTOM_KINDS=Kafka,KafkaNodePool,KafkaTopic,ScaledObject

go_tool() { # binary path, module@version
  if [ ! -x "$1" ]; then
    echo "building $(basename "$1") ${2##*@} into $1 ..." >&2
    GOBIN="$(dirname "$1")" GOFLAGS=-buildvcs=false go install "$2" >&2
  fi
}
kubeconform="$tools/kubeconform-$KUBECONFORM_VERSION/kubeconform"
go_tool "$kubeconform" "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
kustomize="$tools/kustomize-$KUSTOMIZE_VERSION/kustomize"
go_tool "$kustomize" "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"

schemas="$tools/kubernetes-json-schema-$K8S_VALIDATE_VERSION"
if [ ! -f "$schemas/.complete" ]; then
  echo "fetching the Kubernetes JSON schemas (kubernetes-validate $K8S_VALIDATE_VERSION) into $schemas ..." >&2
  rm -rf "$schemas"; mkdir -p "$schemas/download"
  python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$schemas/download" \
    "kubernetes-validate==$K8S_VALIDATE_VERSION" >&2
  python3 - "$schemas" "v$K8S_VERSION-local-strict" <<'PY'
import pathlib, sys, zipfile
dest, wanted = pathlib.Path(sys.argv[1]), sys.argv[2]
wheel = next((dest / "download").glob("*.whl"))
n = 0
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        parts = name.split("/")
        if wanted in parts and name.endswith(".json"):
            target = dest / wanted / parts[-1]
            target.parent.mkdir(parents=True, exist_ok=True)
            # the schemas share one _definitions.json through "/api/_definitions.json#/..." references:
            # point them at the file itself, which kubeconform's schema compiler then reads
            text = z.read(name).decode("utf-8").replace(
                '"/api/_definitions.json#', '"' + (dest / wanted / "_definitions.json").resolve().as_uri() + "#")
            target.write_text(text, encoding="utf-8")
            n += 1
if n == 0:
    sys.exit(f"no {wanted} schemas in {wheel.name}")
PY
  rm -rf "$schemas/download"
  touch "$schemas/.complete"
fi

