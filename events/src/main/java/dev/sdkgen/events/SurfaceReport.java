package dev.sdkgen.events;

/**
 * The public surface a build's SDK has, and how it compares with the previous succeeded build of its target
 * (docs/services.md, "Surface and SemVer verdict"). Carried by {@link SdkGenerated}.
 *
 * @param surface        the surface document ({@code surface.json}) in the artifact-store
 * @param diff           the diff document (the shape of {@code sdkgen diff --format json} for one target, plus
 *                       {@code against_build_id}) in the artifact-store
 * @param verdict        {@code major}, {@code minor}, {@code patch}, {@code none}, or {@code initial} when the target
 *                       had no earlier succeeded build with a surface (nothing compared)
 * @param againstBuildId the build compared with, or null ({@code initial})
 * @param changes        how many changes the diff has
 * @param warnings       how many warning diagnostics the comparison gave (SDKGEN309)
 */
public record SurfaceReport(ArtifactRef surface, ArtifactRef diff, String verdict, String againstBuildId, int changes,
                            int warnings) {

    /** The verdict of a build that had nothing to be compared with. */
    public static final String INITIAL = "initial";
}
