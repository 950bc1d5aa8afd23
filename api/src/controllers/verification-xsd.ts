/** The XML form of the verification API, as an XSD (served at /api/v1/schemas/verification.xsd). */
const text = (name: string, min = 0) => `<xs:element name="${name}" type="xs:string" minOccurs="${min}"/>`;
const decimal = (name: string) => `<xs:element name="${name}" type="xs:decimal" minOccurs="0"/>`;
const nullableText = (name: string) => `<xs:element name="${name}" type="xs:string" minOccurs="0" nillable="true"/>`;

export const VERIFICATION_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:element name="verificationRequest">
    <xs:complexType><xs:all>
      ${text('requestId', 1)}
      <xs:element name="requestType"><xs:simpleType><xs:restriction base="xs:integer"><xs:enumeration value="1"/><xs:enumeration value="2"/><xs:enumeration value="3"/></xs:restriction></xs:simpleType></xs:element>
      <xs:element name="requester"><xs:complexType><xs:all>${text('name', 1)}${text('abn')}${text('type')}</xs:all></xs:complexType></xs:element>
      <xs:element name="location" minOccurs="0"><xs:complexType><xs:all>${decimal('latitude')}${decimal('longitude')}</xs:all></xs:complexType></xs:element>
      <xs:element name="installation" minOccurs="0"><xs:complexType><xs:all>
        <xs:element name="date" type="xs:date"/>
        <xs:element name="nmi"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="\\s*[A-HJ-NP-Za-hj-np-z0-9]{10}[0-9]\\s*"/></xs:restriction></xs:simpleType></xs:element>
        ${text('ownerFirstName')}${text('ownerEmail')}${text('installerAccreditationCode', 1)}${text('retailerName')}${decimal('ratedPower')}
        <xs:element name="address"><xs:complexType><xs:all>
          ${['unitType', 'unitNumber', 'streetNumber', 'streetName', 'streetType', 'city', 'state', 'country'].map(n => text(n)).join('')}
          ${text('postcode', 1)}${decimal('latitude')}${decimal('longitude')}
          <xs:element name="isManualLocation" type="xs:boolean" minOccurs="0"/>
        </xs:all></xs:complexType></xs:element>
      </xs:all></xs:complexType></xs:element>
      <xs:element name="items"><xs:complexType><xs:sequence>
        <xs:element name="item" minOccurs="1" maxOccurs="500"><xs:complexType><xs:all>
          ${text('serial', 1)}${text('brand', 1)}${text('model', 1)}
          <xs:element name="photo" type="xs:base64Binary" minOccurs="0"/>
          ${text('parallelImportComment')}
          <xs:element name="modules" minOccurs="0"><xs:complexType><xs:sequence>
            <xs:element name="module" minOccurs="0" maxOccurs="500"><xs:complexType><xs:all>
              ${text('serial', 1)}${text('model')}
            </xs:all></xs:complexType></xs:element>
          </xs:sequence></xs:complexType></xs:element>
        </xs:all></xs:complexType></xs:element>
      </xs:sequence></xs:complexType></xs:element>
    </xs:all></xs:complexType>
  </xs:element>
  <xs:element name="verificationResponse">
    <xs:complexType><xs:all>
      ${text('batchId', 1)}${text('requestId', 1)}<xs:element name="requestType" type="xs:integer"/>
      ${nullableText('installationId')}${text('verifiedAt', 1)}
      <xs:element name="results"><xs:complexType><xs:sequence>
        <xs:element name="result" maxOccurs="500"><xs:complexType><xs:sequence>
          <xs:any processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence></xs:complexType></xs:element>
      </xs:sequence></xs:complexType></xs:element>
    </xs:all></xs:complexType>
  </xs:element>
  <xs:element name="problem" type="xs:anyType"/>
</xs:schema>
`;
