package dev.sdkgen.events;

/**
 * Claim check for a blob kept by the artifact-store: events carry this reference, never the bytes.
 *
 * @param id        the artifact-store id (the content's SHA-256, hex)
 * @param sha256    SHA-256 of the content, lowercase hex
 * @param size      size in bytes
 * @param mediaType media type of the content
 * @param fileName  suggested file name for a download
 */
public record ArtifactRef(String id, String sha256, long size, String mediaType, String fileName) {
}
